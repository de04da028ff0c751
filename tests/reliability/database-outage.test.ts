import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { startServer, type RunningServer } from '../support/server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { connectTo } from '../support/test-database';

/**
 * The real server process reaches PostgreSQL through a TCP proxy the test cuts and restores, so a database
 * outage is staged without touching the shared server: the process stays up, answers 503 while the database
 * is away, writes nothing half-done, and serves again as soon as the database is back.
 */
let proxy: TcpProxy;
let server: RunningServer;
let orm: Orm;
let member: { id: string; token: string };
let studentIds: string[];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('tests/reliability run on PostgreSQL: set TEST_DATABASE_URL');
  const target = new URL(process.env.TEST_DATABASE_URL);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  server = await startServer(
    { SEED_STUDENTS: '50' },
    {
      serverDatabaseUrl: (url) => {
        const throughProxy = new URL(url);
        throughProxy.hostname = '127.0.0.1';
        throughProxy.port = String(proxy.port);
        return throughProxy.toString();
      },
    },
  );
  orm = await connectTo(server.databaseUrl!);
  member = await createMember(orm, { credits: 10 });
  studentIds = ((await orm.em.fork().execute('select id from students order by id limit 3')) as { id: string }[]).map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await server?.stop();
  await proxy?.close();
});

const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${member.token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

const contactForm = (marker: string) => ({
  institutionName: 'Outage Institute',
  contactName: 'Ravi Menon',
  email: 'ravi@example.in',
  phone: '9876543210',
  serviceInterest: 'Student leads',
  message: `${marker}: please call us about admissions.`,
});

type Health = { status: string; database: string; jobs: { name: string; state: string; failingSince?: string }[] };

/** Polls /api/health until `done` holds of its body (the background jobs report on their own schedule). */
async function waitForHealth(done: (body: Health) => boolean, timeoutMs = 15_000): Promise<Health> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await call('/api/health')).json()) as Health;
    if (done(body)) return body;
    if (Date.now() > deadline) throw new Error(`health never became what was awaited: ${JSON.stringify(body)}`);
    await Bun.sleep(250);
  }
}

const rows = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;
const balance = async () =>
  (await rows('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [member.id]))[0]!
    .credits;
const unavailable = {
  error: 'The database is unavailable. Try again shortly.',
  message: 'The database is unavailable. Try again shortly.',
  code: 'DATABASE_UNAVAILABLE',
};

describe('database outage', () => {
  it('answers 200 with database "up" while PostgreSQL is reachable', async () => {
    const response = await call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      jobs: [
        { name: 'webhook-deliveries', state: 'ok', failures: 0 },
        { name: 'saved-search-digests', state: 'ok', failures: 0 },
      ],
    });
  });

  it('stays up and answers 503 while the database is gone, then serves again as soon as it is back', async () => {
    expect((await call('/api/public/students?limit=20')).status).toBe(200);
    await proxy.cut();

    const health = await call('/api/health');
    expect(health.status).toBe(503);
    // the envelope every refusal carries (openapi: ErrorEnvelope), with the health fields
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toMatchObject({ ...unavailable, status: 'degraded', database: 'down' });

    const browse = await call('/api/public/students?limit=20');
    expect(browse.status).toBe(503);
    expect(browse.headers.get('retry-after')).toBe('5');
    expect(await browse.json()).toEqual(unavailable);

    const unlock = await call('/api/website/students/unlock', { method: 'POST', json: { studentId: studentIds[0] } });
    expect(unlock.status).toBe(503);
    expect(await unlock.json()).toEqual(unavailable);

    const contact = await call('/api/contact', { method: 'POST', json: contactForm('outage-refused') });
    expect(contact.status).toBe(503);
    expect(await contact.json()).toEqual(unavailable);

    // the webhook worker's rounds fail meanwhile: health names it, and the log has its cause once (issue 24 §2.4)
    const failing = await waitForHealth((body) => body.jobs.some((job) => job.name === 'webhook-deliveries' && job.state === 'failing'));
    expect(failing.jobs.find((job) => job.name === 'webhook-deliveries')).toMatchObject({ state: 'failing', failingSince: expect.any(String) });
    await Bun.sleep(3_000);
    expect(server.output().match(/Webhook deliveries failed: /g)).toHaveLength(1);

    expect(server.process.exitCode).toBeNull();
    await proxy.restore();

    // No waiting and no retry: the pool opens fresh connections on the very next request.
    const recovered = await call('/api/health');
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toMatchObject({ database: 'up' });
    expect((await call('/api/public/students?limit=20')).status).toBe(200);

    const unlockAfter = await call('/api/website/students/unlock', { method: 'POST', json: { studentId: studentIds[1] } });
    expect(unlockAfter.status).toBe(200);
    expect(await unlockAfter.json()).toMatchObject({ creditsConsumed: 1, remainingCredits: 9, alreadyUnlocked: false });
    expect((await call('/api/contact', { method: 'POST', json: contactForm('outage-recovered') })).status).toBe(201);
    expect(server.process.exitCode).toBeNull();
    // the worker backs off while failing, and says once that it recovered at its next round
    await waitForHealth((body) => body.status === 'ok', 40_000);
    expect(server.output()).toMatch(/Webhook deliveries recovered after \d+ failed run\(s\)/);
    expect(server.output().match(/Webhook deliveries failed: /g)).toHaveLength(1);
  }, 90_000);

  it('wrote nothing for the requests it refused and everything for the ones it accepted', async () => {
    expect(await balance()).toBe(9);
    const unlocked = await rows('select student_id from unlocked_students where user_id = ?', [member.id]);
    expect(unlocked.map((row) => row.student_id)).toEqual([studentIds[1]]);
    const charges = await rows('select student_id, credits_consumed from credit_transactions where user_id = ?', [member.id]);
    expect(charges).toEqual([{ student_id: studentIds[1], credits_consumed: 1 }]);
    const enquiries = await rows("select message from contact_submissions where message like 'outage-%'");
    expect(enquiries.map((row) => row.message)).toEqual(['outage-recovered: please call us about admissions.']);
  });

  it('logs the outage once per burst, without a stack trace', () => {
    expect(server.output()).toContain('Database unavailable; answering 503 until it is back');
    expect(server.output()).not.toContain('Unhandled error');
  });
});
