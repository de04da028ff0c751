/**
 * ADR 0003: a charged request sent with an Idempotency-Key claims the key in the statement that locks the balance,
 * and stores its answer over the claim before it commits. These are the claim's edges the other Idempotency-Key tests
 * (tests/integration/leads/unlock.test.ts, tests/security/credits-concurrency.test.ts) do not reach.
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';

let ids: string[];

const t = useTestApp();
beforeAll(async () => {
  ids = await addStudents(t.db.orm, [{ studentName: 'Claimed 1' }, { studentName: 'Claimed 2' }, { studentName: 'Claimed 3' }]);
});

const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const unlock = async (token: string, studentId: string, key: string) => {
  const response = await t.handle('/api/website/students/unlock', { method: 'POST', json: { studentId }, token, headers: { 'idempotency-key': key } });
  return { status: response.status, body: (await response.json()) as any };
};
const stored = (memberId: string) =>
  sql<{ idempotency_key: string; response: any; fresh: boolean }>(
    `select idempotency_key, response, created_at > now() - interval '1 minute' as fresh from idempotent_requests where user_id = ? order by idempotency_key`,
    [memberId],
  );
const parsed = (response: unknown) => (typeof response === 'string' ? JSON.parse(response) : response);

describe('the claim of an Idempotency-Key', () => {
  it('leaves nothing behind when the attempt is refused, and stores the answer over the claim when it succeeds', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    expect((await unlock(member.token, ids[0]!, 'refused-first')).status).toBe(402);
    expect(await stored(member.id)).toEqual([]);
    await sql('update institution_credits set credits = 3 where institution_id = (select institution_id from website_users where id = ?)', [member.id]);
    const paid = await unlock(member.token, ids[0]!, 'refused-first');
    expect(paid.body).toMatchObject({ creditsConsumed: 1, remainingCredits: 2 });
    const [row] = await stored(member.id);
    expect(parsed(row!.response)).toMatchObject({ creditsConsumed: 1, remainingCredits: 2, unlocked: 1 });
  });

  it('takes over a key whose answer is past its 24 hours: the request runs again, and its answer replaces the old one', async () => {
    const member = await createMember(t.db.orm, { credits: 5 });
    expect((await unlock(member.token, ids[1]!, 'day-old')).body).toMatchObject({ creditsConsumed: 1, alreadyUnlocked: false });
    await sql(`update idempotent_requests set created_at = now() - interval '25 hours' where user_id = ?`, [member.id]);
    // not replayed: run again, so the student is found unlocked already and nothing is charged
    expect((await unlock(member.token, ids[1]!, 'day-old')).body).toMatchObject({ creditsConsumed: 0, alreadyUnlocked: true, remainingCredits: 4 });
    // and an expired key with another request is a new request, not a reuse (409)
    await sql(`update idempotent_requests set created_at = now() - interval '25 hours' where user_id = ?`, [member.id]);
    expect((await unlock(member.token, ids[2]!, 'day-old')).body).toMatchObject({ creditsConsumed: 1, alreadyUnlocked: false, remainingCredits: 3 });
    const [row] = await stored(member.id);
    expect(row!.fresh).toBe(true);
    expect(parsed(row!.response)).toMatchObject({ creditsConsumed: 1, studentIds: [ids[2]] });
  });
});
