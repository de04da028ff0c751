/**
 * ADR 0023: 50 institutions unlock the same student at once; at most STUDENT_SEASON_CAP (10 by default) may. Each
 * institution's transaction locks only its own pool, so the 50 run side by side on PostgreSQL; the season's place is
 * taken in the unlock's own statement (ON CONFLICT DO UPDATE … WHERE institutions < cap on the student's row of
 * student_season_places), which queues them on that row and judges each against the latest committed count.
 * Five of the institutions are premium: they pay nothing, but take a place like the others.
 *
 * As in seat-limits-concurrency.test.ts, the requests go through the real app in-process, all started before any is
 * awaited: on PostgreSQL up to 10 transactions interleave in the database; on PGlite (one connection) they are
 * serialised by the pool, and the invariants must hold there too.
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

const INSTITUTIONS = 50;
const PREMIUM = 5;
const CAP = 10;

const t = useTestApp();
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

let studentId: string;
let members: { id: string; institutionId: string; premium: boolean; token: string }[];
let answers: { institutionId: string; premium: boolean; status: number; code?: string; message?: string; creditsConsumed?: number }[];

beforeAll(async () => {
  [studentId] = await addStudents(t.db.orm, [{ studentName: 'Sought After', mobileNumber: '9822222222' }]);
  const created = await Promise.all(
    Array.from({ length: INSTITUTIONS }, (_, i) => createMember(t.db.orm, i < PREMIUM ? { premium: true, credits: 5 } : { credits: 5 })),
  );
  members = created.map((m, i) => ({ id: m.id, institutionId: m.institutionId, premium: i < PREMIUM, token: m.token }));
  answers = await Promise.all(
    created.map((m, i) =>
      t
        .handle('/api/website/students/unlock', { method: 'POST', token: m.token, json: { studentId } })
        .then(async (response) => ({ institutionId: m.institutionId, premium: i < PREMIUM, status: response.status, ...((await response.json()) as object) })),
    ),
  );
}, 120_000);

describe(`${INSTITUTIONS} institutions unlock one student at once, with a season cap of ${CAP}`, () => {
  it(`lets exactly ${CAP} through and refuses the rest with 409 STUDENTS.SEASON_CAP`, () => {
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAP);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(INSTITUTIONS - CAP);
    for (const answer of refused) {
      expect(`${answer.status} ${answer.code}`).toBe('409 STUDENTS.SEASON_CAP');
      expect(answer.message).toContain(`by ${CAP} institutions this admission season (1 August–31 July)`);
      expect(answer.message).toContain('No credits were charged');
    }
  });

  it('records one unlock and one place per institution let through, and counts the season once', async () => {
    const rows = await sql<{ institution_id: string }>('select institution_id from unlocked_students where student_id = ?', [studentId]);
    const through = answers.filter((a) => a.status === 200).map((a) => a.institutionId);
    expect(rows.map((r) => r.institution_id).sort()).toEqual([...through].sort());
    const [places] = await sql<{ institutions: number }>('select institutions from student_season_places where student_id = ?', [studentId]);
    expect(places!.institutions).toBe(CAP);
  });

  it('charges only the free institutions let through, 1 credit each, and nobody refused', async () => {
    const charges = await sql<{ institution_id: string; credits_consumed: number }>(
      'select institution_id, credits_consumed from credit_transactions where student_id = ? and credits_consumed > 0',
      [studentId],
    );
    const paid = answers.filter((a) => a.status === 200 && !a.premium).map((a) => a.institutionId);
    expect(charges.map((c) => c.institution_id).sort()).toEqual([...paid].sort());
    expect(charges.every((c) => c.credits_consumed === 1)).toBe(true);
    const pools = await sql<{ institution_id: string; credits: number }>(
      'select institution_id, credits from institution_credits where institution_id = any(?::uuid[])',
      [`{${members.map((m) => m.institutionId).join(',')}}`],
    );
    for (const pool of pools) expect(pool.credits).toBe(paid.includes(pool.institution_id) ? 4 : 5);
  });

  it('keeps the student for those who hold a place: unlocking again is free and allowed', async () => {
    const holder = answers.find((a) => a.status === 200 && !a.premium)!;
    const member = members.find((m) => m.institutionId === holder.institutionId)!;
    const again = await t.handle('/api/website/students/unlock', { method: 'POST', token: member.token, json: { studentId } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ creditsConsumed: 0, alreadyUnlocked: true, student: { isUnlocked: true } });
  });
});
