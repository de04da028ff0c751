import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';

const t = useTestApp({ env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://app.edureach.test' } });

const post = (path: string, body: unknown) => t.handle(path, { method: 'POST', json: body });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

/** The link is mailed after the answer (its timing must not tell a registered e-mail): wait for the n-th mail. */
async function mailsTo(email: string, count = 1) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await t.outbox(email);
    if (mails.length >= count) return mails;
    await Bun.sleep(50);
  }
  return t.outbox(email);
}

async function linkTokenFor(email: string, count = 1) {
  const [mail] = await mailsTo(email, count);
  expect(mail?.htmlBody).toContain('https://app.edureach.test/reset-password?token=');
  return decodeURIComponent(/reset-password\?token=([^\s"&<]+)/.exec(mail!.textBody)![1]!);
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await createMember(t.db.orm, { email: 'forgetful@example.in' });
    const known = await json(await post('/api/website/auth/forgot-password', { email: 'Forgetful@example.in' }));
    const unknown = await json(await post('/api/website/auth/forgot-password', { email: 'stranger@example.in' }));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(await mailsTo('forgetful@example.in')).toHaveLength(1);
    expect(await t.outbox('stranger@example.in')).toHaveLength(0);
  });

  it('stores only a hash of the token', async () => {
    await createMember(t.db.orm, { email: 'hashed@example.in' });
    await post('/api/website/auth/forgot-password', { email: 'hashed@example.in' });
    const token = await linkTokenFor('hashed@example.in');
    const rows = await t.db.orm.em.fork().execute<{ token: string }[]>('select token from password_reset_tokens where email = ?', ['hashed@example.in']);
    expect(rows.map((row) => row.token)).not.toContain(token);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const member = await createMember(t.db.orm, { email: 'resetter@example.in' });
    await post('/api/website/auth/forgot-password', { email: 'resetter@example.in' });
    const token = await linkTokenFor('resetter@example.in');

    const done = await json(await post('/api/website/auth/reset-password', { token, newPassword: 'Fresh#Start26' }));
    expect(done.status).toBe(200);
    expect(JSON.stringify(done.body)).not.toContain(token);
    expect((await t.handle('/api/website/auth/me', { token: member.token })).status).toBe(401);
    expect((await post('/api/website/auth/login', { email: 'resetter@example.in', password: 'Fresh#Start26' })).status).toBe(200);

    const reused = await json(await post('/api/website/auth/reset-password', { token, newPassword: 'Another#One26' }));
    expect(reused.status).toBe(400);
    expect(typeof reused.body.error).toBe('string');
  });

  it('refuses an expired token', async () => {
    await createMember(t.db.orm, { email: 'late@example.in' });
    await post('/api/website/auth/forgot-password', { email: 'late@example.in' });
    const token = await linkTokenFor('late@example.in');
    await t.db.orm.em.fork().execute(`update password_reset_tokens set expires_at = now() - interval '1 minute' where email = ?`, ['late@example.in']);
    const { status, body } = await json(await post('/api/website/auth/reset-password', { token, newPassword: 'Fresh#Start26' }));
    expect(status).toBe(400);
    expect(body.error).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await post('/api/website/auth/reset-password', { token: 'made-up-token', newPassword: 'Fresh#Start26' })).status).toBe(400);
    const short = await json(await post('/api/website/auth/reset-password', { token: 'made-up-token', newPassword: 'short' }));
    expect(short.body.error).toBe('Password must be at least 8 characters');
  });

  it('only the newest link works', async () => {
    await createMember(t.db.orm, { email: 'twice@example.in' });
    await post('/api/website/auth/forgot-password', { email: 'twice@example.in' });
    const first = await linkTokenFor('twice@example.in');
    await post('/api/website/auth/forgot-password', { email: 'twice@example.in' });
    const second = await linkTokenFor('twice@example.in', 2);
    expect((await post('/api/website/auth/reset-password', { token: first, newPassword: 'Fresh#Start26' })).status).toBe(400);
    expect((await post('/api/website/auth/reset-password', { token: second, newPassword: 'Fresh#Start26' })).status).toBe(200);
  });
});
