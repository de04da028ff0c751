import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { teamApi } from '../identity/team-helpers';

/** ADR 0021, limits: a seat's monthly limit, checked inside the charge after the pool is locked; set by the owner or a manager. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
const unlock = (token: string, studentId: string) => api.post('/api/website/students/unlock', token, { studentId });
const setLimit = (token: string, memberId: string, monthlyLimit: number | null) =>
  api.put(`/api/website/team/seats/${memberId}/limit`, token, { monthlyLimit });
const seatsOf = async (token: string) =>
  Object.fromEntries(
    ((await api.get('/api/website/team', token)).body.seats as { id: string; monthlyLimit: number | null; spentThisMonth: number | null }[]).map((seat) => [
      seat.id,
      [seat.monthlyLimit, seat.spentThisMonth],
    ]),
  );

describe('a seat with a monthly limit', () => {
  it('is charged up to its limit, then refused with 403 CREDITS.SEAT_LIMIT and nothing charged', async () => {
    const { owner, member } = await api.team({ credits: 50 });
    const students = await addStudents(t.db.orm, [{}, {}, {}, {}]);
    expect((await setLimit(owner.token, member.id, 2)).body).toEqual({ message: 'Limit set to 2 credits a month', memberId: member.id, monthlyLimit: 2 });
    expect((await unlock(member.token, students[0]!)).status).toBe(200);
    expect((await unlock(member.token, students[1]!)).status).toBe(200);
    const refused = await unlock(member.token, students[2]!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'CREDITS.SEAT_LIMIT',
      message: "This would take you past your monthly limit of 2 credits (2 used). Ask your institution's owner or a manager to raise it.",
    });
    expect(await api.balanceOf(owner.id)).toBe(48);
    const rows = await api.sql<{ n: number }>('select count(*)::int as n from credit_transactions where user_id = ? and credits_consumed > 0', [member.id]);
    expect(rows[0]!.n).toBe(2);
    // other seats are not held by it; removing the limit lets the seat spend again
    expect((await unlock(owner.token, students[2]!)).status).toBe(200);
    expect((await setLimit(owner.token, member.id, null)).body.message).toBe('Limit removed');
    expect((await unlock(member.token, students[3]!)).status).toBe(200);
  });

  it('counts only this calendar month in India time', async () => {
    const { owner, member } = await api.team({ credits: 50 });
    const [student] = await addStudents(t.db.orm, [{}]);
    // spent last month (a minute before the month began in Asia/Kolkata): not counted
    await api.sql(
      `insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description, created_at)
       select id, institution_id, 'unlock', 5, 0, 'old', (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') - interval '1 minute'
       from website_users where id = ?`,
      [member.id],
    );
    await setLimit(owner.token, member.id, 1);
    expect((await unlock(member.token, student!)).status).toBe(200);
    expect((await seatsOf(owner.token))[member.id]).toEqual([1, 1]);
  });
});

describe('GET /api/website/team', () => {
  it("answers each seat's limit and spending to the owner and managers, a member's own only to a member", async () => {
    const { owner, manager, member } = await api.team({ credits: 50 });
    const [student] = await addStudents(t.db.orm, [{}]);
    await setLimit(manager.token, member.id, 7);
    await unlock(member.token, student!);
    const expected = { [owner.id]: [null, 0], [manager.id]: [null, 0], [member.id]: [7, 1] };
    expect(await seatsOf(owner.token)).toEqual(expected);
    expect(await seatsOf(manager.token)).toEqual(expected);
    expect(await seatsOf(member.token)).toEqual({ [owner.id]: [null, null], [manager.id]: [null, null], [member.id]: [7, 1] });
  });
});

describe('PUT /api/website/team/seats/{memberId}/limit', () => {
  it('is for the owner (any seat) and managers (members); the seat must be in your institution; audited', async () => {
    const { owner, manager, member } = await api.team();
    expect((await setLimit(member.token, member.id, 5)).status).toBe(403);
    expect((await setLimit(manager.token, owner.id, 5)).body.code).toBe('TEAM.NOT_ALLOWED');
    expect((await setLimit(manager.token, manager.id, 5)).status).toBe(403);
    expect((await setLimit(owner.token, manager.id, 5)).status).toBe(200);
    expect((await setLimit(owner.token, owner.id, 0)).status).toBe(200);
    const stranger = await createMember(t.db.orm);
    expect((await setLimit(owner.token, stranger.id, 5)).status).toBe(404);
    expect((await setLimit(stranger.token, member.id, 5)).status).toBe(404);
    expect((await setLimit(owner.token, member.id, -1)).status).toBe(400);
    expect((await setLimit(owner.token, member.id, 1.5)).status).toBe(400);
    expect((await api.put(`/api/website/team/seats/${member.id}/limit`, '', { monthlyLimit: 3 })).status).toBe(401);
    const audit = await api.sql<{ action: string }>(
      "select action from audit_log where action = 'team.seat_limit' and detail->>'institutionId' is not null and subject_member_id = ?",
      [manager.id],
    );
    expect(audit.length).toBe(1);
  });
});
