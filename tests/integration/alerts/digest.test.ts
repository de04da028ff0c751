import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import type { SavedSearchMatch } from '@modules/alerts';
import { caller } from '../collections/helpers';
import { addStudents, type StudentSeed } from '../leads/student-mother';

/** Issue 17 §3: the digest e-mail (cadence, contents, masking) and its announcements, one server copy at a time. */
const announced: SavedSearchMatch[] = [];
const t = useTestApp({ announcer: { announce: async (match) => void announced.push(match) } });
const api = caller(t);
const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
let place = 0;
const freshCity = () => `Digestpur ${++place}`;

const save = async (token: string, body: unknown) => (await api.post('/api/website/saved-searches', token, body)).body.savedSearch.id as string;
async function newStudents(searchId: string, seeds: StudentSeed[]) {
  const [row] = await api.sql<{ at: Date | string }>('select last_notified_at as at from saved_searches where id = ?', [searchId]);
  // one millisecond apart, in the order given: the last is the newest (the digest shows the newest first)
  const after = new Date(row!.at).getTime();
  return addStudents(
    t.db.orm,
    seeds.map((seed, i) => ({ createdAt: new Date(after + 1 + i), ...seed })),
  );
}
const digestsTo = async (email: string) => (await t.outbox(email)).filter((mail) => mail.subject.startsWith('New students'));

describe('the digest', () => {
  it('e-mails a daily member once a day: names, counts, a few masked rows, links with the filters; then announces each search', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    const science = await save(member.token, { name: 'Science in town', cadence: 'daily', query: { city, stream: 'Science' } });
    const quiet = await save(member.token, { name: 'Nothing new', cadence: 'daily', query: { city, stream: 'Arts' } });
    const ids = await newStudents(science, [
      { city },
      { city },
      { city },
      { city, studentName: 'Anjali Nair', emailId: 'anjali.nair@example.in', mobileNumber: '9876543210', address: '7 Lake Road' },
    ]);

    expect(await digestsTo(member.email)).toHaveLength(0);
    await t.runDigest(later(1));
    expect(await digestsTo(member.email)).toHaveLength(0);

    const outcome = await t.runDigest(later(24));
    expect(outcome.ran).toBe(true);
    const [mail, ...more] = await digestsTo(member.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New students for "Science in town"');
    expect(mail!.textBody).toContain('Science in town: 4 new');
    expect(mail!.textBody).not.toContain('Nothing new');
    expect(mail!.textBody).toContain(`/leads-portal?city=${encodeURIComponent(city).replaceAll('%20', '+')}&stream=Science`);
    // three rows at most, masked exactly as the catalogue masks a free member's locked student
    expect(mail!.textBody.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(3);
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).not.toContain('anjali.nair@example.in');
      expect(body).not.toContain('9876543210');
      expect(body).not.toContain('7 Lake Road');
    }
    const anjali = (await api.get(`/api/website/saved-searches/${science}/new-matches`, member.token)).body.students.find(
      (s: any) => s.studentName === 'Anjali Nair',
    );
    expect(mail!.textBody).toContain(`Anjali Nair · ${city}, Kerala · Class 12 · ${anjali.emailId} · ${anjali.mobileNumber}`);

    const mine = announced.filter((match) => match.memberId === member.id);
    expect(mine).toEqual([
      {
        memberId: member.id,
        institutionId: member.institutionId,
        isPremium: false,
        savedSearchId: science,
        name: 'Science in town',
        studentIds: expect.any(Array),
        count: 4,
      },
    ]);
    expect(new Set(mine[0]!.studentIds)).toEqual(new Set(ids));
    expect(announced.some((match) => match.savedSearchId === quiet)).toBe(false);

    // the same day: nothing; the next day without new students: nothing; then only the students added since
    await t.runDigest(later(30));
    await t.runDigest(later(48));
    expect(await digestsTo(member.email)).toHaveLength(1);
    await newStudents(science, [{ city }]);
    await t.runDigest(later(72));
    const latest = await digestsTo(member.email);
    expect(latest).toHaveLength(2);
    expect(latest[0]!.textBody).toContain('Science in town: 1 new');
  });

  it('waits a week for a weekly search, never sends for "off", and gathers one e-mail per member', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    const weekly = await save(member.token, { name: 'Weekly', cadence: 'weekly', query: { city } });
    const off = await save(member.token, { name: 'Silent', cadence: 'off', query: { city, gender: 'Female' } });
    await newStudents(weekly, [{ city }]);
    await newStudents(off, [{ city }]);
    await t.runDigest(later(25));
    expect(await digestsTo(member.email)).toHaveLength(0);
    await t.runDigest(later(7 * 24));
    const [mail] = await digestsTo(member.email);
    expect(mail!.textBody).toContain('Weekly: 2 new');
    expect(mail!.textBody).not.toContain('Silent');
    expect(mail!.textBody).toContain('this week');
  });

  it("keeps a minor's contacts out even for a premium member, and skips deactivated members", async () => {
    const premium = await createMember(t.db.orm, { premium: true });
    const gone = await createMember(t.db.orm);
    const city = freshCity();
    const search = await save(premium.token, { name: 'Minors', query: { city } });
    await save(gone.token, { name: 'Gone', query: { city } });
    const minorBirth = new Date(Date.now() - 15 * 365 * 24 * HOUR).toISOString().slice(0, 10);
    await newStudents(search, [{ city, dateOfBirth: minorBirth, emailId: 'young.one@example.in', mobileNumber: '9123456780' }]);
    await api.sql('update website_users set is_active = false where id = ?', [gone.id]);
    await t.runDigest(later(24 * 8));
    const [mail] = await digestsTo(premium.email);
    expect(mail!.textBody).toContain('Minors: 1 new');
    expect(mail!.textBody).not.toContain('young.one@example.in');
    expect(mail!.textBody).not.toContain('9123456780');
    expect(await digestsTo(gone.email)).toHaveLength(0);
  });

  it('runs in one copy at a time: a held lease skips the run, two runs at once send one e-mail', async () => {
    const member = await createMember(t.db.orm);
    const city = freshCity();
    const search = await save(member.token, { name: 'Once', query: { city } });
    await newStudents(search, [{ city }]);
    await api.sql("insert into saved_search_job_leases (job, holder, expires_at) values ('saved-search-digest', gen_random_uuid(), now() + interval '1 hour')");
    expect((await t.runDigest(later(24 * 9))).ran).toBe(false);
    expect(await digestsTo(member.email)).toHaveLength(0);
    await api.sql('delete from saved_search_job_leases');

    const runs = await Promise.all([t.runDigest(later(24 * 9)), t.runDigest(later(24 * 9))]);
    expect(runs.some((run) => run.ran)).toBe(true);
    expect(await digestsTo(member.email)).toHaveLength(1);
  });
});
