import { describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp, createTestApp } from '@support/test-app';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const post = (path: string, body: unknown, token?: string) => t.handle(path, { method: 'POST', json: body, token });

/** The code the last e-mail to this address carried. */
async function codeFor(email: string) {
  const [mail] = await t.outbox(email);
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  expect(mail?.htmlBody).toContain(code!);
  return code!;
}

async function startSignIn(username: string, password = 'Admin@12345') {
  const { status, body } = await json(await post('/api/auth/admin-login', { username, password }));
  expect(status).toBe(200);
  expect(body.requiresOtp).toBe(true);
  return body.userId as string;
}

describe('first-run set-up', () => {
  it('is required while no admin exists, and the first admin registers without a token', async () => {
    expect(await json(await t.handle('/api/auth/setup-status'))).toEqual({ status: 200, body: { setupRequired: true } });
    const { status, body } = await json(await post('/api/auth/register', { username: 'founder', email: 'Founder@EduReach.in', password: 'Founder#2026' }));
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ username: 'founder', email: 'founder@edureach.in', role: 'admin', isActive: true });
    expect(JSON.stringify(body)).not.toContain('Founder#2026');
    expect((await t.handle('/api/auth/me', { token: body.token })).status).toBe(200);
    expect((await json(await t.handle('/api/auth/setup-status'))).body).toEqual({ setupRequired: false });
  });

  it('is closed afterwards: anonymous and member callers get 403', async () => {
    const anonymous = await post('/api/auth/register', { username: 'intruder', email: 'intruder@x.in', password: 'Intruder#2026' });
    expect(anonymous.status).toBe(403);
    const member = await createMember(t.db.orm);
    expect((await post('/api/auth/register', { username: 'intruder', email: 'intruder@x.in', password: 'Intruder#2026' }, member.token)).status).toBe(403);
  });

  it('lets a signed-in admin add a colleague', async () => {
    const admin = await createAdmin(t.db.orm);
    const { status, body } = await json(
      await post('/api/auth/register', { username: 'colleague', email: 'colleague@edureach.in', password: 'Colleague#2026' }, admin.token),
    );
    expect(status).toBe(201);
    expect(body.user.username).toBe('colleague');
    expect(body.token).toBeUndefined();
    const dup = await json(await post('/api/auth/register', { username: 'colleague', email: 'other@edureach.in', password: 'Colleague#2026' }, admin.token));
    expect(dup.status).toBe(409);
  });
});

describe('two-step admin sign-in', () => {
  it('e-mails a 6-digit code, stored only as a hash, and the code answers a token', async () => {
    const admin = await createAdmin(t.db.orm);
    const userId = await startSignIn(admin.username);
    expect(userId).toBe(admin.id);
    const code = await codeFor(admin.email);
    const [row] = await t.db.orm.em.fork().execute('select token from otp_tokens where user_id = ? and is_used = false', [admin.id]);
    expect(row.token).not.toContain(code);
    expect(row.token).toHaveLength(64);

    const { status, body } = await json(await post('/api/auth/verify-otp', { userId, otp: code }));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: admin.id, username: admin.username });
    const me = await json(await t.handle('/api/auth/me', { token: body.token }));
    expect(Object.keys(me.body.user).sort()).toEqual(['createdAt', 'email', 'id', 'isActive', 'role', 'username']);
  });

  it('refuses a wrong password with 401 and sends no code', async () => {
    const admin = await createAdmin(t.db.orm);
    const { status, body } = await json(await post('/api/auth/admin-login', { username: admin.username, password: 'wrong-pass' }));
    expect(status).toBe(401);
    expect(body.error).toBe('Invalid credentials. Please try again.');
    expect(await t.outbox(admin.email)).toHaveLength(0);
  });

  it('a code works once', async () => {
    const admin = await createAdmin(t.db.orm);
    const userId = await startSignIn(admin.username);
    const code = await codeFor(admin.email);
    expect((await post('/api/auth/verify-otp', { userId, otp: code })).status).toBe(200);
    const again = await json(await post('/api/auth/verify-otp', { userId, otp: code }));
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Invalid or expired OTP. Please try again.');
  });

  it('an expired code is refused', async () => {
    const admin = await createAdmin(t.db.orm);
    const userId = await startSignIn(admin.username);
    const code = await codeFor(admin.email);
    await t.db.orm.em.fork().execute(`update otp_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [admin.id]);
    expect((await post('/api/auth/verify-otp', { userId, otp: code })).status).toBe(400);
  });

  it('a code dies after 5 wrong tries, even the right one after that', async () => {
    const admin = await createAdmin(t.db.orm);
    const userId = await startSignIn(admin.username);
    const code = await codeFor(admin.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/verify-otp', { userId, otp: wrong })).status).toBe(400);
    expect((await post('/api/auth/verify-otp', { userId, otp: code })).status).toBe(400);
  }, 20_000);

  it('checks the code format with the spec messages', async () => {
    const { status, body } = await json(await post('/api/auth/verify-otp', { userId: crypto.randomUUID(), otp: '12ab56' }));
    expect(status).toBe(400);
    expect(body.error).toBe('OTP must contain only numbers');
  });

  it('a new sign-in ends the older session with SESSION_EXPIRED_OTHER_DEVICE; other 401s are plain', async () => {
    const admin = await createAdmin(t.db.orm);
    const userId = await startSignIn(admin.username);
    const { body } = await json(await post('/api/auth/verify-otp', { userId, otp: await codeFor(admin.email) }));
    const older = await json(await t.handle('/api/auth/me', { token: admin.token }));
    expect(older.status).toBe(401);
    expect(older.body.code).toBe('SESSION_EXPIRED_OTHER_DEVICE');
    expect(older.body.error).toBe('You have logged in from another device. Please log in again.');

    expect((await post('/api/auth/logout', {}, body.token)).status).toBe(200);
    const afterLogout = await json(await t.handle('/api/auth/me', { token: body.token }));
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.code).not.toBe('SESSION_EXPIRED_OTHER_DEVICE');
  });
});

describe('ADMIN_OTP=off', () => {
  it('answers the token directly from admin-login', async () => {
    const direct = await createTestApp({ env: { ADMIN_OTP: 'off' } });
    try {
      const admin = await createAdmin(direct.db.orm);
      const response = await direct.handle('/api/auth/admin-login', { method: 'POST', json: { username: admin.username, password: 'Admin@12345' } });
      const body = await response.json();
      expect(body.requiresOtp).toBe(false);
      expect((await direct.handle('/api/auth/me', { token: body.token })).status).toBe(200);
      expect(await direct.outbox(admin.email)).toHaveLength(0);
    } finally {
      await direct.close();
    }
  }, 60_000);
});
