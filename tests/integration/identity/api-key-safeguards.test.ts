import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';

/**
 * Issue 26 §4: a stolen session cannot mint a key without the password, keys expire (90 days unless chosen) and are
 * renewed with the password, a password reset revokes every key (a change does unless asked not to), and the member
 * is e-mailed when a key is created.
 */
const t = useTestApp({ env: { PUBLIC_URL: 'https://app.edureach.test' } });
const api = caller(t);
const PASSWORD = 'Member@12345';
const DAY = 86_400_000;

const create = (token: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/website/api-keys', token, { name: 'CRM', scopes: ['read'], password: PASSWORD, ...extra });
const newKey = async (token: string, extra: Record<string, unknown> = {}) => {
  const created = await create(token, extra);
  expect(created.status).toBe(201);
  return created.body as { key: string; apiKey: { id: string; prefix: string; expiresAt: string } };
};
const works = async (key: string) => (await api.get('/api/website/credits/ledger', key)).status;
const keysOf = async (memberId: string) => (await api.sql('select count(*)::int as n from member_api_keys where member_id = ?', [memberId]))[0].n;

/** Mail goes after the answer: wait for the n-th. */
async function mailsTo(email: string, count = 1) {
  for (let tries = 0; tries < 100 && (await t.outbox(email)).length < count; tries += 1) await Bun.sleep(50);
  return t.outbox(email);
}

describe('creating an API key', () => {
  it('asks for the password: none is 400, a wrong one 400 IDENTITY.WRONG_PASSWORD (as change-password), and no key is made', async () => {
    const member = await createMember(t.db.orm);
    const missing = await api.post('/api/website/api-keys', member.token, { name: 'CRM', scopes: ['read'] });
    expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 400, code: 'VALIDATION' });
    const wrong = await create(member.token, { password: 'Guess#12345' });
    expect({ status: wrong.status, code: wrong.body.code }).toEqual({ status: 400, code: 'IDENTITY.WRONG_PASSWORD' });
    expect(await keysOf(member.id)).toBe(0);
  });

  it('counts wrong passwords: after 10 in 15 minutes even the right one waits (429)', async () => {
    const member = await createMember(t.db.orm);
    // right ones are not counted
    for (let i = 0; i < 3; i += 1) await newKey(member.token);
    for (let i = 0; i < 10; i += 1) expect((await create(member.token, { password: `Guess#${i}` })).status).toBe(400);
    expect((await create(member.token)).status).toBe(429);
    expect(await keysOf(member.id)).toBe(3);
  });

  it('e-mails the member, naming the key and where to revoke it', async () => {
    const member = await createMember(t.db.orm);
    const { apiKey, key } = await newKey(member.token);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('An API key was created on your EduReach account');
    expect(mail?.textBody).toContain(`${apiKey.prefix}…`);
    expect(mail?.textBody).toContain(apiKey.expiresAt.slice(0, 10));
    expect(mail?.textBody).toContain('https://app.edureach.test/profile?tab=api-keys');
    expect(mail?.textBody).not.toContain(key);
  });
});

describe('expiry and renewal', () => {
  it('a key expires after 90 days unless other days are asked; past its expiry it is refused like a revoked one', async () => {
    const member = await createMember(t.db.orm);
    const before = Date.now();
    const standard = await newKey(member.token);
    const days = (iso: string) => Math.round((new Date(iso).getTime() - before) / DAY);
    expect(days(standard.apiKey.expiresAt)).toBe(90);
    expect(days((await newKey(member.token, { expiresInDays: 7 })).apiKey.expiresAt)).toBe(7);
    await api.sql("update member_api_keys set expires_at = now() - interval '1 second' where id = ?", [standard.apiKey.id]);
    const refused = await api.get('/api/website/credits/ledger', standard.key);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 401, code: 'API_KEYS.INVALID' });
  });

  it('renewing with the password gives 90 days from now (an expired key works again); not without it, nor another member', async () => {
    const member = await createMember(t.db.orm);
    const other = await createMember(t.db.orm);
    const { key, apiKey } = await newKey(member.token, { expiresInDays: 1 });
    await api.sql("update member_api_keys set expires_at = now() - interval '1 second' where id = ?", [apiKey.id]);
    const renew = (token: string, body: unknown) => api.post(`/api/website/api-keys/${apiKey.id}/renew`, token, body);
    expect((await renew(member.token, {})).status).toBe(400);
    expect((await renew(member.token, { password: 'Guess#12345' })).body.code).toBe('IDENTITY.WRONG_PASSWORD');
    expect((await renew(other.token, { password: PASSWORD })).status).toBe(404);
    expect(await works(key)).toBe(401);

    const renewed = await renew(member.token, { password: PASSWORD });
    expect(renewed.status).toBe(200);
    expect(Math.round((new Date(renewed.body.apiKey.expiresAt).getTime() - Date.now()) / DAY)).toBe(90);
    expect(await works(key)).toBe(200);
    expect((await mailsTo(member.email, 2)).map((mail) => mail.subject)).toContain('An API key was renewed on your EduReach account');

    expect((await api.del(`/api/website/api-keys/${apiKey.id}`, member.token)).status).toBe(200);
    expect((await renew(member.token, { password: PASSWORD })).status).toBe(404);
  });
});

describe('a new password', () => {
  it('set with a reset link revokes every key of the member', async () => {
    const member = await createMember(t.db.orm);
    const keys = [await newKey(member.token), await newKey(member.token)];
    const bystander = await createMember(t.db.orm);
    const kept = await newKey(bystander.token);
    await api.post('/api/website/auth/forgot-password', '', { email: member.email });
    const mails = await mailsTo(member.email, 3);
    const link = mails.find((mail) => mail.subject.includes('Reset'))!;
    const token = decodeURIComponent(/reset-password\?token=([^\s"&<]+)/.exec(link.textBody)![1]!);
    expect((await api.post('/api/website/auth/reset-password', '', { token, newPassword: 'Fresh#Start26' })).status).toBe(200);
    for (const { key } of keys) expect(await works(key)).toBe(401);
    expect(await works(kept.key)).toBe(200);
  });

  it('set by a change revokes every key unless revokeApiKeys is false', async () => {
    const member = await createMember(t.db.orm);
    const first = await newKey(member.token);
    const keep = await api.patch('/api/website/auth/change-password', member.token, {
      currentPassword: PASSWORD,
      newPassword: 'Second#Pass26',
      revokeApiKeys: false,
    });
    expect(keep.status).toBe(200);
    expect(await works(first.key)).toBe(200);

    const changed = await api.patch('/api/website/auth/change-password', member.token, { currentPassword: 'Second#Pass26', newPassword: 'Third#Pass26' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully. Your API key was revoked.');
    expect(await works(first.key)).toBe(401);
    expect((await api.get('/api/website/api-keys', member.token)).body.apiKeys).toEqual([]);
  }, 20_000);
});
