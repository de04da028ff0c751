/**
 * ADR 0021, limits: 60 unlocks of different students fired at once by 10 seats of one institution, whose pool holds
 * 25 credits and each seat a monthly limit of 5 (six a seat: one past its limit, 35 past the pool). Neither the pool nor any limit may be overspent: the limit is read in
 * the debit's own statement, after the pool's row is locked, so one institution's charges see each other's rows.
 *
 * As in credits-concurrency.test.ts, the requests go through the real app in-process, all started before any is
 * awaited: on PostgreSQL up to 10 transactions interleave in the database; on PGlite (one connection) they are
 * serialised by the pool, and the invariants must hold there too.
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember, setBalance, tokenFor } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

const POOL = 25;
const LIMIT = 5;
const SEATS = 10;
// on PGlite the requests queue for its one connection, each for at most the pool's 10 s connect timeout: 100 outlasted
// it on a slower two-core machine running the other lanes beside it
const PER_SEAT = 6;

const t = useTestApp();
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

let institutionId: string;
let seats: { id: string; token: string }[];
let answers: { seat: string; status: number; code?: string; message?: string }[];

beforeAll(async () => {
  const owner = await createMember(t.db.orm);
  institutionId = owner.institutionId;
  await setBalance(t.db.orm, owner.id, POOL);
  const others = await Promise.all(Array.from({ length: SEATS - 1 }, () => createMember(t.db.orm)));
  // the other nine join the owner's institution as members (the join itself is tested in tests/integration/identity)
  await sql("update website_users set institution_id = ?, seat_role = 'member' where id = any(?::uuid[])", [
    institutionId,
    `{${others.map((o) => o.id).join(',')}}`,
  ]);
  seats = [
    { id: owner.id, token: owner.token },
    ...(await Promise.all(others.map(async (o) => ({ id: o.id, token: await tokenFor(t.db.orm, 'member', o.id) })))),
  ];
  for (const seat of seats) {
    const set = await t.handle(`/api/website/team/seats/${seat.id}/limit`, { method: 'PUT', token: owner.token, json: { monthlyLimit: LIMIT } });
    expect(set.status).toBe(200);
  }
  const students = await addStudents(
    t.db.orm,
    Array.from({ length: SEATS * PER_SEAT }, () => ({})),
  );
  const requests = students.map((studentId, i) => {
    // each seat's six requests started one after another: the seats first served meet their limit before the pool runs out
    const seat = seats[Math.floor(i / PER_SEAT)]!;
    return t
      .handle('/api/website/students/unlock', { method: 'POST', token: seat.token, json: { studentId } })
      .then(async (response) => ({ seat: seat.id, status: response.status, ...((await response.json()) as { code?: string; message?: string }) }));
  });
  answers = await Promise.all(requests);
}, 120_000);

const charges = () =>
  sql<{ user_id: string; credits_consumed: number; credits_remaining: number }>(
    'select user_id, credits_consumed, credits_remaining from credit_transactions where institution_id = ? and credits_consumed > 0',
    [institutionId],
  );

describe(`${SEATS * PER_SEAT} parallel unlocks by ${SEATS} seats with limits of ${LIMIT} against a pool of ${POOL}`, () => {
  it('succeeds exactly as often as the pool allows, each refusal a 402 for the pool or a 403 for a limit reached', () => {
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(POOL);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expect([`402 CREDITS.INSUFFICIENT`, `403 CREDITS.SEAT_LIMIT`]).toContain(`${answer.status} ${answer.code}`);
    // a seat is refused for its limit only once it has spent all of it: every refusal saw every earlier charge
    // the storm must exercise both refusals
    expect(refused.filter((a) => a.status === 402).length).toBeGreaterThan(0);
    expect(refused.filter((a) => a.status === 403).length).toBeGreaterThan(0);
    for (const answer of refused.filter((a) => a.status === 403)) expect(answer.message).toContain(`limit of ${LIMIT} credits (${LIMIT} used)`);
  });

  it('takes no seat past its limit, and no more than each seat was answered', async () => {
    const rows = await charges();
    for (const seat of seats) {
      const spent = rows.filter((row) => row.user_id === seat.id).reduce((sum, row) => sum + row.credits_consumed, 0);
      expect(spent).toBeLessThanOrEqual(LIMIT);
      expect(spent).toBe(answers.filter((answer) => answer.seat === seat.id && answer.status === 200).length);
    }
  });

  it('leaves the pool at what it held less the successes, matching the ledger, never below zero', async () => {
    const [pool] = await sql<{ credits: number }>('select credits from institution_credits where institution_id = ?', [institutionId]);
    const rows = await charges();
    const successes = answers.filter((answer) => answer.status === 200).length;
    expect(pool!.credits).toBe(POOL - successes);
    expect(rows.reduce((sum, row) => sum + row.credits_consumed, 0)).toBe(successes);
    // each charge's balance-after is distinct: the pool went 24, 23, … 0 one charge at a time
    expect(rows.map((row) => row.credits_remaining).sort((x, y) => x - y)).toEqual(Array.from({ length: successes }, (_, i) => POOL - successes + i));
  });
});
