import { beforeAll, describe, expect, it, spyOn } from 'bun:test';
import { createApp } from '@src/app';
import { loadConfig } from '@platform/config';
import { systemClock } from '@platform/kernel/clock';
import { createOutboxMailer } from '@platform/mail/outbox-mailer';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp, TEST_JWT_SECRET } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

/**
 * Issue 18, item 7: the catalogue cannot be copied wholesale. Each member lists at most STUDENT_LIST_DAILY_LIMIT
 * different students a day (here 100), counted in PostgreSQL or Redis so that every server copy shares it; students
 * already seen stay available; walkers raise an admin alert in the audit log.
 */

const CEILING = 100;
const ENV = { STUDENT_LIST_DAILY_LIMIT: String(CEILING), STUDENT_LIST_LIMIT_PER_MINUTE: '1000' };

let admin: { token: string };
const t = useTestApp({ env: ENV });
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  await addStudents(
    t.db.orm,
    Array.from({ length: 260 }, (_, i) => ({ studentName: `Ceiling Student ${i}` })),
  );
}, 120_000);

type Handle = (path: string, token: string) => Promise<Response>;
const viaTestApp: Handle = (path, token) => t.handle(path, { token });

/** Another server copy on the same database (and, when given, the same Redis). */
function anotherCopy(env: Record<string, string> = {}): Handle {
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', WEB_DIST: 'web/dist', ...ENV, ...env }),
    orm: t.db.orm,
    mailer: createOutboxMailer(t.db.orm, () => {}),
    jwtSecret: TEST_JWT_SECRET,
    clock: systemClock,
  });
  return (path, token) => app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }));
}

const list = (handle: Handle, token: string, page: number, limit: number) =>
  handle(`/api/public/students?page=${page}&limit=${limit}&sortBy=studentName&sortOrder=asc`, token);
const distinctToday = async (memberId: string) =>
  (await t.db.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from catalogue_views where member_id = ?', [memberId]))[0]!.n;

async function expectCeiling(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(86_400);
  const body = await response.json();
  expect(body).toEqual({
    error: body.message,
    message:
      'You have listed 100 different students today, the most a member can list in a day. Students you have already seen today stay available; new ones from midnight (India time).',
    code: 'CATALOGUE.DAILY_LIMIT',
  });
}

describe('the daily ceiling of different students', () => {
  it('lists up to 100 different students, refuses a page that would pass it, and keeps the students already seen', async () => {
    const member = await createMember(t.db.orm);
    for (let page = 1; page <= 5; page += 1) expect((await list(viaTestApp, member.token, page, 20)).status).toBe(200);
    await expectCeiling(await list(viaTestApp, member.token, 6, 20));
    // what the member has seen today stays in reach, in any order or page size
    expect((await list(viaTestApp, member.token, 1, 20)).status).toBe(200);
    expect((await list(viaTestApp, member.token, 2, 50)).status).toBe(200);
    await expectCeiling(await list(viaTestApp, member.token, 3, 50));
    expect(await distinctToday(member.id)).toBe(CEILING);

    // premium members too: contacts in full are what a copier wants most
    const premium = await createMember(t.db.orm, { premium: true });
    expect((await list(viaTestApp, premium.token, 1, 100)).status).toBe(200);
    await expectCeiling(await list(viaTestApp, premium.token, 21, 5));
  }, 60_000);

  it('is each member’s own', async () => {
    const first = await createMember(t.db.orm);
    const second = await createMember(t.db.orm);
    expect((await list(viaTestApp, first.token, 1, 100)).status).toBe(200);
    await expectCeiling(await list(viaTestApp, first.token, 21, 5));
    expect((await list(viaTestApp, second.token, 2, 100)).status).toBe(200);
  }, 60_000);

  it('holds across two server copies sharing PostgreSQL, with pages arriving at once', async () => {
    const member = await createMember(t.db.orm);
    const copies = [viaTestApp, anotherCopy()];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => list(copies[i % 2]!, member.token, i + 1, 20)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await distinctToday(member.id)).toBe(CEILING);
  }, 60_000);
});

describe('with REDIS_URL (the count lives in Redis)', () => {
  it('holds across two server copies sharing Redis', async () => {
    const redis = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [anotherCopy(redis), anotherCopy(redis)];
    const member = await createMember(t.db.orm);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => list(i % 2 ? one : two, member.token, i + 1, 20)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    await expectCeiling(answers.find((answer) => answer.status !== 200)!);
    // the students seen stay in reach from either copy
    expect((await list(one, member.token, 1, 5)).status).toBe(answers[0]!.status === 200 ? 200 : 429);
    // nothing was written to PostgreSQL's count
    expect(await distinctToday(member.id)).toBe(0);
  }, 60_000);
});

describe('the admin alert', () => {
  const alerts = async (memberId: string) => {
    const response = await t.handle(`/api/admin/audit-log?action=member.catalogue_walk&memberId=${memberId}`, { token: admin.token });
    expect(response.status).toBe(200);
    return (await response.json()).entries as { actor: { kind: string; id: string }; detail: Record<string, unknown> }[];
  };

  it('records a member who walks ten consecutive pages of one query, once, in the audit log and the server log', async () => {
    const member = await createMember(t.db.orm);
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let page = 1; page <= 9; page += 1) expect((await list(viaTestApp, member.token, page, 5)).status).toBe(200);
      expect(await alerts(member.id)).toEqual([]);
      for (let page = 10; page <= 12; page += 1) expect((await list(viaTestApp, member.token, page, 5)).status).toBe(200);
      const [alert, ...more] = await alerts(member.id);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({
        actor: { kind: 'member', id: member.id },
        detail: { reason: 'sequential_pages', consecutivePages: 10, distinctStudents: 50, dailyCeiling: CEILING },
      });
      expect(warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(member.id))).toEqual([
        expect.stringContaining('is walking the catalogue: 10 consecutive pages of one query'),
      ]);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it('records a member who reaches the ceiling, whatever order they list in', async () => {
    const member = await createMember(t.db.orm);
    for (const page of [7, 2, 9, 4]) await list(viaTestApp, member.token, page, 20);
    await expectCeiling(await list(viaTestApp, member.token, 1, 50));
    const found = await alerts(member.id);
    expect(found).toHaveLength(1);
    expect(found[0]!.detail).toMatchObject({ reason: 'daily_ceiling', distinctStudents: 80 });
  }, 60_000);

  it('does not alert for ordinary browsing', async () => {
    const member = await createMember(t.db.orm);
    for (const page of [1, 2, 3, 1, 5, 6]) expect((await list(viaTestApp, member.token, page, 10)).status).toBe(200);
    expect(await alerts(member.id)).toEqual([]);
  }, 60_000);
});
