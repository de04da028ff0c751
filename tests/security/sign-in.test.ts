import { afterAll, beforeAll, describe, expect, it, spyOn } from 'bun:test';
import { createApp } from '@src/app';
import { loadConfig } from '@platform/config';
import { systemClock } from '@platform/kernel/clock';
import type { Mailer } from '@platform/mail/mailer.port';
import { createOutboxMailer } from '@platform/mail/outbox-mailer';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp, TEST_JWT_SECRET } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { lastCode } from './fixtures';

/**
 * Issue 18, items 4, 5 and 11, and issue 13 ("shared institutional logins lock themselves out"): sign-in limits that
 * a stranger cannot turn against the owner, an admin code whose tries cannot be raced or dodged, and answers that do
 * not tell a registered e-mail or a right password.
 */

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

let n = 0;
const memberSignIn = (email: string, password: string, address: string) =>
  t.handle('/api/website/auth/login', { method: 'POST', headers: { 'x-forwarded-for': address }, json: { email, password } });
const adminSignIn = (username: string, password: string, address: string) =>
  t.handle('/api/auth/admin-login', { method: 'POST', headers: { 'x-forwarded-for': address }, json: { username, password } });
const newEmail = () => `owner${(n += 1)}.${Date.now()}@example.in`;

describe('member sign-in limits', () => {
  it('a stranger guessing from many addresses does not lock the owner out', async () => {
    const email = newEmail();
    await createMember(t.db.orm, { email });
    for (let i = 0; i < 30; i += 1) expect((await memberSignIn(email, `guess-${i}`, `10.41.0.${i}`)).status).toBe(401);
    expect((await memberSignIn(email, 'Member@12345', '10.41.1.1')).status).toBe(200);
  }, 60_000);

  it('a team sharing one login signs in as often as it likes: successes are not counted (issue 13)', async () => {
    const email = newEmail();
    await createMember(t.db.orm, { email });
    for (let i = 0; i < 15; i += 1) {
      const response = await memberSignIn(email, 'Member@12345', '10.42.0.1');
      expect({ signIn: i + 1, status: response.status }).toEqual({ signIn: i + 1, status: 200 });
    }
  }, 60_000);

  it('ten failures lock out that address for that account only, even with the right password, and are logged', async () => {
    const email = newEmail();
    await createMember(t.db.orm, { email });
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 10; i += 1) expect((await memberSignIn(email, `guess-${i}`, '10.43.0.1')).status).toBe(401);
      const locked = await memberSignIn(email, 'Member@12345', '10.43.0.1');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await memberSignIn(email, 'Member@12345', '10.43.0.2')).status).toBe(200);
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(email));
      expect(lines).toEqual([expect.stringContaining(`member sign-in locked out for ${email} from 10.43.0.1 after 10 failures`)]);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it('past the account-wide ceiling of 50 failures, sign-ins are slowed down, not refused, and it is logged', async () => {
    const email = newEmail();
    await createMember(t.db.orm, { email });
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 50; i += 1) expect((await memberSignIn(email, `guess-${i}`, `10.44.${i % 10}.1`)).status).toBe(401);
      const started = performance.now();
      expect((await memberSignIn(email, 'Member@12345', '10.44.99.1')).status).toBe(200);
      // the issue asks for a slow-down: the owner waited (about 2 s) but got in
      expect(performance.now() - started).toBeGreaterThan(1_500);
      expect(warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(email))).toEqual([
        expect.stringContaining(`member sign-ins to ${email} slowed down`),
      ]);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});

describe('admin sign-in limits', () => {
  it('strangers guessing the username in any case from many addresses do not lock the admin out', async () => {
    const admin = await createAdmin(t.db.orm, { username: `Owner${(n += 1)}` });
    for (let i = 0; i < 20; i += 1) {
      const username = i % 2 ? admin.username.toUpperCase() : admin.username;
      expect((await adminSignIn(username, `guess-${i}`, `10.45.0.${i}`)).status).toBe(401);
    }
    const answer = await adminSignIn(admin.username, 'Admin@12345', '10.45.1.1');
    expect(answer.status).toBe(200);
    expect((await answer.json()).requiresOtp).toBe(true);
  }, 60_000);

  it('an admin signing in from two browsers, again and again, is never refused', async () => {
    const admin = await createAdmin(t.db.orm);
    for (let i = 0; i < 12; i += 1) expect((await adminSignIn(admin.username, 'Admin@12345', '10.46.0.1')).status).toBe(200);
  }, 60_000);

  it('ten failures from one address lock that address out of that account', async () => {
    const admin = await createAdmin(t.db.orm);
    for (let i = 0; i < 10; i += 1) expect((await adminSignIn(admin.username, `guess-${i}`, '10.47.0.1')).status).toBe(401);
    expect((await adminSignIn(admin.username.toUpperCase(), 'Admin@12345', '10.47.0.1')).status).toBe(429);
    expect((await adminSignIn(admin.username, 'Admin@12345', '10.47.0.2')).status).toBe(200);
  }, 60_000);
});

describe('the admin one-time code', () => {
  const verify = (userId: string, otp: string, address: string) =>
    t.handle('/api/auth/verify-otp', { method: 'POST', headers: { 'x-forwarded-for': address }, json: { userId, otp } });

  async function codeFor() {
    const admin = await createAdmin(t.db.orm);
    const login = await adminSignIn(admin.username, 'Admin@12345', `10.48.${(n += 1) % 250}.1`);
    const { userId } = await login.json();
    return { admin, userId: userId as string, code: await lastCode(t, admin.email) };
  }
  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('is compared at most 5 times, however many guesses arrive at once', async () => {
    const { userId, code } = await codeFor();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(userId, wrong(code, i), `10.49.${n}.${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(400));
    const [row] = await t.db.orm.em.fork().execute<{ failed_attempts: number }[]>('select failed_attempts from otp_tokens where user_id = ?', [userId]);
    expect(row!.failed_attempts).toBe(5);
    // five wrong tries spent the code: the right one no longer works
    expect((await verify(userId, code, '10.49.200.1')).status).toBe(400);
  }, 60_000);

  it('still takes the right code on the fifth try', async () => {
    const { userId, code } = await codeFor();
    for (let i = 0; i < 4; i += 1) expect((await verify(userId, wrong(code, i), `10.50.${n}.${i}`)).status).toBe(400);
    expect((await verify(userId, code, `10.50.${n}.9`)).status).toBe(200);
  }, 60_000);

  it('counts tries per account whatever the case of the id', async () => {
    const { userId, code } = await codeFor();
    for (let i = 0; i < 15; i += 1) expect((await verify(userId, wrong(code, i), `10.51.${n}.${i}`)).status).toBe(400);
    expect((await verify(userId.toUpperCase(), wrong(code, 20), `10.51.${n}.99`)).status).toBe(429);
  }, 60_000);
});

describe('a deactivated account', () => {
  it('answers the same to the right and to a wrong password (member)', async () => {
    const email = newEmail();
    await createMember(t.db.orm, { email, active: false });
    const right = await memberSignIn(email, 'Member@12345', '10.52.0.1');
    const wrongOne = await memberSignIn(email, 'not-the-password', '10.52.0.2');
    expect(right.status).toBe(403);
    expect({ status: wrongOne.status, body: await wrongOne.json() }).toEqual({ status: right.status, body: await right.json() });
  });

  it('answers the same to the right and to a wrong password (admin)', async () => {
    const admin = await createAdmin(t.db.orm);
    await t.db.orm.em.fork().execute('update users set is_active = 0 where id = ?', [admin.id]);
    const right = await adminSignIn(admin.username, 'Admin@12345', '10.53.0.1');
    const wrongOne = await adminSignIn(admin.username, 'not-the-password', '10.53.0.2');
    expect(right.status).toBe(403);
    expect({ status: wrongOne.status, body: await wrongOne.json() }).toEqual({ status: right.status, body: await right.json() });
  });
});

describe('forgot password answers as fast for a registered e-mail as for an unknown one', () => {
  let db: TestDatabase;
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    db = await createTestDatabase();
    // an SMTP server answers in tens of milliseconds: the outbox, 60 ms slower, stands in for one
    const outbox = createOutboxMailer(db.orm, () => {});
    const slowMailer: Mailer = { send: async (message) => (await Bun.sleep(60), outbox.send(message)) };
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }),
      orm: db.orm,
      mailer: slowMailer,
      jwtSecret: TEST_JWT_SECRET,
      clock: systemClock,
    });
    handle = (request) => app.handle(request);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  }, 30_000);

  const ask = async (email: string, address: string) => {
    const started = performance.now();
    const response = await handle(
      new Request('http://localhost/api/website/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email }),
      }),
    );
    await response.text();
    expect(response.status).toBe(200);
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('compares the medians of 9 tries each, taken in turns', async () => {
    const registered: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const email = `registered${i}.${Date.now()}@example.in`;
      await createMember(db.orm, { email });
      registered.push(await ask(email, `10.54.${i}.1`));
      unknown.push(await ask(`nobody${i}.${Date.now()}@example.in`, `10.54.${i}.2`));
    }
    // a generous margin for a loaded machine; answering only after the mail would add at least 60 ms
    expect(median(registered)).toBeLessThan(median(unknown) + 30);
    // and the links still go out, after the answer
    for (let tries = 0; tries < 100; tries += 1) {
      const [{ sent }] = await db.orm.em
        .fork()
        .execute<{ sent: number }[]>("select count(*)::int as sent from mail_outbox where to_address like 'registered%'");
      if (sent === 9) break;
      await Bun.sleep(50);
    }
    const [{ sent }] = await db.orm.em.fork().execute<{ sent: number }[]>("select count(*)::int as sent from mail_outbox where to_address like 'registered%'");
    expect(sent).toBe(9);
  }, 60_000);
});
