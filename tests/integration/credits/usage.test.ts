import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { teamApi } from '../identity/team-helpers';

/** ADR 0021, usage: per seat, feature (api for a key's charges), API key and day or month, India time. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const api = teamApi(t);
const indiaMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
const unlock = (token: string, studentId: string) => api.post('/api/website/students/unlock', token, { studentId });

async function teamThatSpent() {
  const { owner, manager, member } = await api.team({ credits: 50 });
  const students = await addStudents(t.db.orm, [{}, {}, {}, {}]);
  expect((await unlock(owner.token, students[0]!)).status).toBe(200);
  expect((await unlock(owner.token, students[1]!)).status).toBe(200);
  expect((await unlock(member.token, students[2]!)).status).toBe(200);
  // a member seat makes no keys (ADR 0021): this one was made while it was a manager, and still charges as its seat
  await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'manager' });
  const key = await api.post('/api/website/api-keys', member.token, { name: 'CRM', scopes: ['read', 'unlock'], password: 'Member@12345' });
  expect(key.status).toBe(201);
  await api.patch(`/api/website/team/seats/${member.id}`, owner.token, { role: 'member' });
  expect((await unlock(key.body.key, students[3]!)).status).toBe(200);
  const [{ id: keyId }] = await api.sql<{ id: string }>('select id from member_api_keys where member_id = ?', [member.id]);
  // last year, in January: in the year's view only; and a refund, which is not usage
  await api.sql(
    `insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description, created_at)
     select id, institution_id, 'save', 3, 0, 'old', make_timestamptz(extract(year from now())::int - 1, 1, 15, 12, 0, 0, 'Asia/Kolkata') from website_users where id = ?
     union all select id, institution_id, 'refund', -1, 0, 'back', now() from website_users where id = ?`,
    [owner.id, owner.id],
  );
  return { owner, manager, member, keyId };
}

describe('GET /api/website/team/usage', () => {
  it("answers the owner and managers every seat's charges this month, per feature, key and day", async () => {
    const { owner, manager, member, keyId } = await teamThatSpent();
    const usage = await api.get(`/api/website/team/usage?month=${indiaMonth()}`, manager.token);
    expect(usage.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(usage.body).toEqual({
      period: indiaMonth(),
      total: 4,
      byFeature: { unlock: 3, save: 0, export: 0, api: 1 },
      // a tie: by id
      seats: [
        { memberId: owner.id, total: 2, byFeature: { unlock: 2, save: 0, export: 0, api: 0 } },
        { memberId: member.id, total: 2, byFeature: { unlock: 1, save: 0, export: 0, api: 1 } },
      ].sort((a, b) => a.memberId.localeCompare(b.memberId)),
      apiKeys: [{ apiKeyId: keyId, memberId: member.id, total: 1 }],
      buckets: [{ period: today, total: 4 }],
    });
    expect((await api.get('/api/website/team/usage', owner.token)).body).toEqual(usage.body);
  });

  it('answers a member their own seat only, and another institution nothing of this one', async () => {
    const { member } = await teamThatSpent();
    const mine = await api.get('/api/website/team/usage', member.token);
    expect(mine.body.seats.map((seat: { memberId: string }) => seat.memberId)).toEqual([member.id]);
    expect(mine.body.total).toBe(2);
    const stranger = await createMember(t.db.orm);
    expect((await api.get('/api/website/team/usage', stranger.token)).body.total).toBe(0);
    expect((await api.get('/api/website/team/usage', '')).status).toBe(401);
  });

  it('answers a year by month, and refuses a period not written YYYY-MM or YYYY', async () => {
    const { owner } = await teamThatSpent();
    const lastYear = String(new Date().getUTCFullYear() - 1);
    const year = await api.get(`/api/website/team/usage?year=${lastYear}`, owner.token);
    expect(year.body).toMatchObject({ period: lastYear, total: 3, byFeature: { save: 3 }, buckets: [{ period: `${lastYear}-01`, total: 3 }] });
    for (const bad of ['month=2026-13', 'month=26-01', 'year=99', `month=${indiaMonth()}&year=2026`]) {
      expect((await api.get(`/api/website/team/usage?${bad}`, owner.token)).body.code).toBe('CREDITS.INVALID_PERIOD');
    }
  });
});

describe('GET /api/website/team/usage/export', () => {
  it("is the month's rows as CSV, one per seat, feature and key each day", async () => {
    const { owner, member, keyId } = await teamThatSpent();
    const csv = await api.get(`/api/website/team/usage/export?month=${indiaMonth()}`, owner.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Date,Seat id,Feature,API key id,Credits');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',').slice(1).join(','))
        .sort(),
    ).toEqual([`${owner.id},unlock,,2`, `${member.id},unlock,,1`, `${member.id},api,${keyId},1`].sort());
  });
});
