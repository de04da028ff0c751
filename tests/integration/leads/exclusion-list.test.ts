/**
 * ADR 0024: an institution's exclusion list. Its contacts are normalised (+91, case, spaces) and kept only as keyed
 * hashes (a test reads the table); matching students carry `inYourList` and can be hidden; nothing is charged for them
 * by an unlock (single: 409, bulk: skipped), a save or an export; every seat benefits, only the owner or a manager
 * replaces or deletes it, and a key with the `unlock` scope may replace it.
 */
import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { createContactHasher } from '@modules/privacy/application/contact-hasher';
import { DEVELOPMENT_CONTACT_HASH_SECRET } from '@platform/config';
import { teamApi } from '../identity/team-helpers';
import { addStudents } from './student-mother';

const t = useTestApp();
const api = teamApi(t);
const sql = <T = any>(query: string, params: unknown[] = []) =>
  (t.db.orm.em.fork().execute(query, params) as Promise<T[]>).catch((error) => {
    throw new Error(`${query}: ${error.message}`);
  });
const balance = async (institutionId: string) =>
  (await sql<{ credits: number }>('select credits from institution_credits where institution_id = ?', [institutionId]))[0]!.credits;
const charges = async (institutionId: string) =>
  (await sql('select 1 from credit_transactions where institution_id = ? and credits_consumed > 0', [institutionId])).length;

export const listFile = (lines: string[]) => {
  const form = new FormData();
  form.append('csvFile', new File([`${lines.join('\r\n')}\r\n`], 'crm.csv', { type: 'text/csv' }));
  return form;
};
const upload = (token: string, lines: string[]) => t.handle('/api/website/exclusion-list', { method: 'PUT', token, body: listFile(lines) });
const post = (token: string, path: string, json: unknown) => t.handle(path, { method: 'POST', token, json });
const collectionOf = async (token: string) =>
  ((await (await post(token, '/api/website/collections', { name: `Listed ${Date.now()}` })).json()) as any).collection.id;

describe('exclusion lists (ADR 0024)', () => {
  it('keeps only keyed hashes, matches normalised contacts, and shows and hides the students in the portal', async () => {
    const [byMobile, byEmail, other] = await addStudents(t.db.orm, [
      { studentName: 'Mobile Listed', mobileNumber: '9876540001', emailId: 'nobody.1@example.in' },
      { studentName: 'Email Listed', mobileNumber: '9876540002', emailId: 'Asha.Listed@Example.in' },
      { studentName: 'Not Listed', mobileNumber: '9876540003', emailId: 'free@example.in' },
    ]);
    const member = await createMember(t.db.orm, { credits: 5 });
    const answer = await upload(member.token, [
      'name,email,mobile',
      'Ravi,,+91 98765 40001',
      'Asha,  asha.listed@EXAMPLE.in ,',
      'Someone,someone@else.in,09999999999',
    ]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ rows: 3, contacts: 4, entries: 4, studentsMatched: 2, uploadedBy: member.email });

    // hashes only: every stored value is a 64-hex HMAC, none is a contact, and they are privacy's (the suppression list's)
    const stored = await sql<{ contact_hash: string }>(
      'select x.* from exclusion_entries x join exclusion_lists l on l.list_id = x.list_id where l.institution_id = ?',
      [member.institutionId],
    );
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(Object.keys(row).sort()).toEqual(['contact_hash', 'list_id']);
      expect(row.contact_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const hash = createContactHasher(t.config.contactHashSecret ?? DEVELOPMENT_CONTACT_HASH_SECRET);
    expect(new Set(stored.map((row) => row.contact_hash))).toEqual(
      new Set(
        [
          ...hash({ mobile: '9876540001' }),
          ...hash({ email: 'asha.listed@example.in' }),
          ...hash({ email: 'someone@else.in' }),
          ...hash({ mobile: '9999999999' }),
        ].map((h) => h.hash),
      ),
    );
    // the students' own hashes, computed by PostgreSQL, are the same HMACs
    const [student] = await sql<{ email_hash: string; mobile_hash: string }>('select email_hash, mobile_hash from students where id = ?', [byEmail]);
    expect(student).toEqual({ email_hash: hash({ email: 'asha.listed@example.in' })[0]!.hash, mobile_hash: hash({ mobile: '9876540002' })[0]!.hash });
    const everyColumn = JSON.stringify(await sql('select * from exclusion_lists where institution_id = ?', [member.institutionId]));
    expect(everyColumn).not.toContain('98765');
    expect(everyColumn).not.toContain('asha');

    const summary = (await (await t.handle('/api/website/exclusion-list', { token: member.token })).json()) as any;
    expect(summary.list).toMatchObject({ entries: 4, studentsMatched: 2, uploadedBy: member.email });

    const list = (await (await t.handle('/api/public/students?limit=500', { token: member.token })).json()) as any;
    const flag = (id: string) => list.students.find((s: any) => s.id === id)?.inYourList;
    expect([flag(byMobile!), flag(byEmail!), flag(other!)]).toEqual([true, true, undefined]);
    const hidden = (await (await t.handle('/api/public/students?limit=500&excludeListed=true', { token: member.token })).json()) as any;
    const ids = hidden.students.map((s: any) => s.id);
    expect(ids).toContain(other);
    expect(ids).not.toContain(byMobile);
    expect(ids).not.toContain(byEmail);
    expect((await (await t.handle(`/api/public/students/${byEmail}`, { token: member.token })).json()) as any).toMatchObject({ inYourList: true });
    // another institution sees nothing of it
    const stranger = await createMember(t.db.orm, { credits: 5 });
    const theirs = (await (await t.handle(`/api/public/students/${byEmail}`, { token: stranger.token })).json()) as any;
    expect(theirs.inYourList).toBeUndefined();
  });

  it('charges nothing for a listed student: a single unlock is refused (409), a bulk unlock and a bulk save skip them', async () => {
    const [listed, open] = await addStudents(t.db.orm, [
      { studentName: 'Already Ours', mobileNumber: '9876540011', emailId: 'ours@example.in' },
      { studentName: 'New To Us', mobileNumber: '9876540012', emailId: 'new@example.in' },
    ]);
    const member = await createMember(t.db.orm, { credits: 5 });
    expect((await upload(member.token, ['9876540011'])).status).toBe(200);

    const refused = await post(member.token, '/api/website/students/unlock', { studentId: listed });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'STUDENTS.IN_EXCLUSION_LIST', message: expect.stringContaining('No credit was charged') });
    expect(await balance(member.institutionId)).toBe(5);
    expect(await charges(member.institutionId)).toBe(0);
    expect(await sql('select 1 from unlocked_students where institution_id = ?', [member.institutionId])).toHaveLength(0);

    const bulk = (await (await post(member.token, '/api/website/students/bulk-unlock', { studentIds: [listed, open] })).json()) as any;
    expect(bulk).toMatchObject({ creditsConsumed: 1, remainingCredits: 4, studentIds: [open] });
    expect(bulk.skipped).toMatchObject([{ studentId: listed, code: 'STUDENTS.IN_EXCLUSION_LIST' }]);

    // a premium seat pays for saves: the listed student is skipped, the other saved and charged
    const premium = await createMember(t.db.orm, { premium: true, credits: 5 });
    expect((await upload(premium.token, ['ours@example.in'])).status).toBe(200);
    const single = await post(premium.token, '/api/website/saved-students', { studentId: listed });
    expect(single.status).toBe(409);
    expect(await balance(premium.institutionId)).toBe(5);
    const saved = (await (
      await post(premium.token, '/api/website/saved-students/bulk', { studentIds: [listed, open], collectionId: await collectionOf(premium.token) })
    ).json()) as any;
    expect(saved).toMatchObject({ savedCount: 1, creditsConsumed: 1 });
    expect(saved.skipped).toMatchObject([{ studentId: listed, code: 'STUDENTS.IN_EXCLUSION_LIST' }]);
    expect(await balance(premium.institutionId)).toBe(4);
  });

  it('exports a listed student without charging for them, and says so', async () => {
    const [listed, open] = await addStudents(t.db.orm, [
      { studentName: 'Saved Then Listed', mobileNumber: '9876540021', emailId: 'later@example.in' },
      { studentName: 'Saved Only', mobileNumber: '9876540022', emailId: 'only@example.in' },
    ]);
    const member = await createMember(t.db.orm, { credits: 10 });
    expect((await post(member.token, '/api/website/students/bulk-unlock', { studentIds: [listed, open] })).status).toBe(200);
    expect(
      (await post(member.token, '/api/website/saved-students/bulk', { studentIds: [listed, open], collectionId: await collectionOf(member.token) })).status,
    ).toBe(200);
    const before = await balance(member.institutionId);
    expect((await upload(member.token, ['LATER@example.in'])).status).toBe(200);
    const quote = (await (await post(member.token, '/api/website/saved-students/export/quote', { studentIds: [listed, open] })).json()) as any;
    expect(quote).toMatchObject({ studentCount: 2, chargedStudents: 1, credits: 1 });
    const exported = await post(member.token, '/api/website/saved-students/export', { studentIds: [listed, open] });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('x-credits-consumed')).toBe('1');
    expect(exported.headers.get('x-not-charged-in-your-list')).toBe('1');
    expect(await exported.text()).toContain('later@example.in');
    expect(await balance(member.institutionId)).toBe(before - 1);
  });

  it('belongs to the institution: every seat benefits, only the owner or a manager replaces or deletes it; a key with `unlock` may replace it', async () => {
    const [listed] = await addStudents(t.db.orm, [{ studentName: 'Team Listed', mobileNumber: '9876540031', emailId: 'team@example.in' }]);
    const team = await api.team();
    expect((await upload(team.member.token, ['9876540031'])).status).toBe(403);
    expect((await upload(team.manager.token, ['9876540031'])).status).toBe(200);
    const refused = await post(team.member.token, '/api/website/students/unlock', { studentId: listed });
    expect(await refused.json()).toMatchObject({ code: 'STUDENTS.IN_EXCLUSION_LIST' });
    expect(((await (await t.handle('/api/website/exclusion-list', { token: team.member.token })).json()) as any).list.entries).toBe(1);

    const key = (await api.post('/api/website/api-keys', team.owner.token, { name: 'CRM sync', scopes: ['unlock'], password: 'Member@12345' })).body.key;
    const readOnly = (await api.post('/api/website/api-keys', team.owner.token, { name: 'Reader', scopes: ['read'], password: 'Member@12345' })).body.key;
    expect((await upload(readOnly, ['a@b.in'])).status).toBe(403);
    const [before] = await sql<{ list_id: string }>('select list_id from exclusion_lists where institution_id = ?', [team.owner.institutionId]);
    const synced = await upload(key, ['a@b.in', 'c@d.in']);
    expect(synced.status).toBe(200);
    expect(await synced.json()).toMatchObject({ entries: 2, studentsMatched: 0 });
    const current = 'select x.* from exclusion_entries x join exclusion_lists l on l.list_id = x.list_id where l.institution_id = ?';
    expect(await sql(current, [team.owner.institutionId])).toHaveLength(2);
    // the replaced list's rows are deleted after the answer
    for (let tries = 0; (await sql('select 1 from exclusion_entries where list_id = ?', [before!.list_id])).length > 0 && tries < 50; tries++)
      await Bun.sleep(20);
    expect(await sql('select 1 from exclusion_entries where list_id = ?', [before!.list_id])).toHaveLength(0);

    expect((await t.handle('/api/website/exclusion-list', { method: 'DELETE', token: team.member.token })).status).toBe(403);
    expect((await t.handle('/api/website/exclusion-list', { method: 'DELETE', token: team.owner.token })).status).toBe(200);
    expect((await t.handle('/api/website/exclusion-list', { method: 'DELETE', token: team.owner.token })).status).toBe(404);
    expect(((await (await t.handle('/api/website/exclusion-list', { token: team.member.token })).json()) as any).list).toBeNull();
  });

  it('refuses a file without contacts or that is not CSV, changing nothing; follows a changed contact at once', async () => {
    const [student] = await addStudents(t.db.orm, [{ studentName: 'Changes Number', mobileNumber: '9876540041', emailId: 'changes@example.in' }]);
    const member = await createMember(t.db.orm, { credits: 5 });
    expect((await upload(member.token, ['9876540099'])).status).toBe(200);
    const empty = await upload(member.token, ['name', 'Ravi']);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'EXCLUSION_LIST.NO_CONTACTS' });
    const broken = await upload(member.token, ['"unclosed,9876540041']);
    expect(broken.status).toBe(400);
    expect(((await (await t.handle('/api/website/exclusion-list', { token: member.token })).json()) as any).list.entries).toBe(1);

    // the student's new number is on the list: the trigger empties the stored hash, the check hashes it in the statement
    await sql("update students set mobile_number = '9876540099' where id = ?", [student]);
    const refused = await post(member.token, '/api/website/students/unlock', { studentId: student });
    expect(await refused.json()).toMatchObject({ code: 'STUDENTS.IN_EXCLUSION_LIST' });
  });
});
