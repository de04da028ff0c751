import { beforeAll, describe, expect, it } from 'bun:test';
import { Elysia } from 'elysia';
import { createCreditsApi } from '@modules/credits';
import { createIdentityApi } from '@modules/identity';
import { createAuditTrail } from '@platform/audit/sql-audit-trail';
import { authPlugin } from '@platform/http/auth';
import { errorPlugin } from '@platform/http/error-plugin';
import { systemClock } from '@platform/kernel/clock';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp, TEST_JWT_SECRET } from '@support/test-app';
import { studentForm } from './admin-builders';

let admin: { id: string; token: string };
/** A member-guarded route built from the real guards: what a member's next request meets. */
let probe: Elysia;
const t = useTestApp();
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  const deps = { orm: t.db.orm, clock: systemClock, audit: createAuditTrail(t.db.orm) };
  const sessions = createIdentityApi(deps, { balances: createCreditsApi(deps) });
  probe = new Elysia()
    .use(errorPlugin())
    .use(authPlugin(TEST_JWT_SECRET, (claims) => sessions.verifySession(claims)))
    .get('/verified-only', ({ member }) => ({ isPremium: member.isPremium }), { verifiedMember: true }) as unknown as Elysia;
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown } = {}) => t.handle(path, { ...init, token: admin.token });
const rows = (sql: string, params: unknown[] = []) => t.db.orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;
const asMember = (token: string) => probe.handle(new Request('http://localhost/verified-only', { headers: { authorization: `Bearer ${token}` } }));

describe('member list', () => {
  it('filters by membership, verification and status, with the premium count', async () => {
    await createMember(t.db.orm, { premium: true, email: 'prem.list@example.in' });
    await createMember(t.db.orm, { verified: false, email: 'unverified.list@example.in' });
    await createMember(t.db.orm, { active: false, email: 'inactive.list@example.in' });
    const premium = await (await call('/api/website-users?membership=premium')).json();
    expect(premium.users.map((u: { email: string }) => u.email)).toEqual(['prem.list@example.in']);
    expect(premium.stats.premiumUsers).toBe(1);
    const unverified = await (await call('/api/website-users?verification=unverified&status=all')).json();
    expect(unverified.users.map((u: { email: string }) => u.email)).toEqual(['unverified.list@example.in']);
    const inactive = await (await call('/api/website-users?status=inactive&search=INACTIVE')).json();
    expect(inactive.total).toBe(1);
    expect(JSON.stringify(inactive)).not.toContain('password');
    expect((await call('/api/website-users?limit=20')).status).toBe(400);
  });
});

describe("member actions and the member's next request", () => {
  it('verification opens and closes the portal', async () => {
    const member = await createMember(t.db.orm, { verified: false });
    expect((await asMember(member.token)).status).toBe(403);
    const response = await call(`/api/website-users/${member.id}/toggle-verification`, { method: 'POST' });
    expect(await response.json()).toMatchObject({ message: 'User verification status updated successfully!', user: { isVerified: true } });
    expect((await asMember(member.token)).status).toBe(200);
    await call(`/api/website-users/${member.id}/toggle-verification`, { method: 'POST' });
    expect((await asMember(member.token)).status).toBe(403);
  });

  it('upgrade gives premium for a year; downgrade takes it away', async () => {
    const member = await createMember(t.db.orm);
    const expiresAt = new Date(Date.now() + 31_536_000_000).toISOString();
    const up = await (
      await call(`/api/website-users/${member.id}/upgrade-membership`, { method: 'POST', json: { membershipType: 'premium', expiresAt } })
    ).json();
    expect(up).toMatchObject({ message: 'Membership updated successfully!', user: { membershipType: 'premium', membershipExpiresAt: expiresAt } });
    expect(await (await asMember(member.token)).json()).toEqual({ isPremium: true });
    const down = await (await call(`/api/website-users/${member.id}/upgrade-membership`, { method: 'POST', json: { membershipType: 'free' } })).json();
    expect(down.user).toMatchObject({ membershipType: 'free', membershipExpiresAt: null });
    expect(await (await asMember(member.token)).json()).toEqual({ isPremium: false });
  });

  it('deactivation ends the sessions; activation lets the member sign in again', async () => {
    const member = await createMember(t.db.orm);
    const response = await call(`/api/website-users/${member.id}/deactivate`, { method: 'POST' });
    expect(await response.json()).toMatchObject({ message: 'User status updated successfully!', user: { isActive: false } });
    expect((await asMember(member.token)).status).toBeGreaterThanOrEqual(401);
    expect(await rows('select count(*)::int as n from auth_sessions where subject_id = ? and revoked_at is null', [member.id])).toEqual([{ n: 0 }]);
    await call(`/api/website-users/${member.id}/activate`, { method: 'POST' });
    expect(await rows('select is_active from website_users where id = ?', [member.id])).toEqual([{ is_active: true }]);
  });

  it('assign credits adds to the balance and writes an admin_grant ledger row', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const response = await call(`/api/website-users/${member.id}/assign-credits`, { method: 'POST', json: { credits: 50 } });
    expect(await response.json()).toEqual({ message: 'Credits assigned successfully!', credits: 60 });
    expect(
      await rows('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [member.id]),
    ).toEqual([{ credits: 60 }]);
    expect(
      await rows('select transaction_type, credits_consumed, credits_remaining, actor_id from credit_transactions where user_id = ?', [member.id]),
    ).toEqual([{ transaction_type: 'admin_grant', credits_consumed: -50, credits_remaining: 60, actor_id: admin.id }]);
    expect((await call(`/api/website-users/${member.id}/assign-credits`, { method: 'POST', json: { credits: -5 } })).status).toBe(400);
    expect((await call(`/api/website-users/${member.id}/assign-credits`, { method: 'POST', json: { credits: 2.5 } })).status).toBe(400);
  });

  it('answers 404 for an unknown member and 403 for a member token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(`/api/website-users/${unknown}/activate`, { method: 'POST' })).status).toBe(404);
    const member = await createMember(t.db.orm);
    expect((await t.handle('/api/website-users', { token: member.token })).status).toBe(403);
  });
});

describe('dashboard', () => {
  it('answers the spec shape with numbers from a known data set', async () => {
    const em = t.db.orm.em.fork();
    await em.execute('delete from website_users');
    await em.execute('delete from students');
    await createMember(t.db.orm, { premium: true });
    await createMember(t.db.orm, { verified: false });
    // an inactive account waits for nobody: not counted as awaiting verification
    await createMember(t.db.orm, { active: false, verified: false });
    await createMember(t.db.orm);
    await em.execute("update website_users set created_at = now() - interval '40 days' where id in (select id from website_users order by created_at limit 1)");
    const students = [
      ['Kerala', 'Kochi', 'Arts', 'NEET'],
      ['Kerala', 'Kochi', 'Arts', 'NEET'],
      ['Kerala', 'Thrissur', 'Science', 'JEE Main'],
      ['Goa', 'Panaji', 'Arts', 'CUET'],
      ['Goa', 'Margao', 'Commerce', 'CUET'],
      ['Punjab', 'Amritsar', 'Science', 'NEET'],
      ['Assam', 'Guwahati', 'Law', 'CLAT'],
      ['Bihar', 'Patna', 'Design', 'NID'],
      ['Odisha', 'Puri', 'Agriculture', 'ICAR'],
    ];
    for (const [i, [state, city, stream, exam]] of students.entries()) {
      await call('/api/students', { method: 'POST', json: studentForm({ mobileNumber: `95000000${10 + i}`, state, city, stream, entranceExam: exam }) });
    }
    await em.execute(`insert into contact_submissions (institution_name, contact_name, email, phone, service_interest, message, created_at) values
      ('A', 'A', 'a@x.in', '9000000000', 'S', 'Hello there!', now()), ('B', 'B', 'b@x.in', '9000000000', 'S', 'Hello there!', now() - interval '10 days')`);

    const body = await (await call('/api/analytics/dashboard')).json();
    expect(body.overview).toEqual({ students: 9, websiteUsers: 4, contactSubmissions: 2, assessmentSubmissions: 0 });
    expect(body.userStats).toEqual({ premiumUsers: 1, activeUsers: 3, awaitingVerification: 1 });
    expect(body.engagementStats).toEqual({ contacts7d: 1, assessments7d: 0 });
    expect(body.topStates).toEqual([
      { state: 'Kerala', count: 3 },
      { state: 'Goa', count: 2 },
      { state: 'Assam', count: 1 },
      { state: 'Bihar', count: 1 },
      { state: 'Odisha', count: 1 },
    ]);
    expect(body.topStreams).toHaveLength(5);
    expect(body.topStreams[0]).toEqual({ stream: 'Arts', count: 3 });
    expect(body.membershipStats).toEqual([
      { type: 'free', count: 3, percentage: 75 },
      { type: 'premium', count: 1, percentage: 25 },
    ]);
    expect(body.recentRegistrations).toHaveLength(30);
    expect(body.recentRegistrations.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 3 });
    expect(body.recentRegistrations.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
    expect(body.studentStats).toEqual({ totalStates: 6, totalCities: 8, totalStreams: 6, totalExams: 6 });
  });
});
