import { describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits', () => {
  it('stop repeated failed member sign-ins to one account from one address with 429 and Retry-After', async () => {
    await createMember(t.db.orm, { email: 'target@example.in' });
    // other addresses keep their own count: a stranger cannot lock the owner out (tests/security/sign-in.test.ts)
    const attempt = (i: number) =>
      t.handle('/api/website/auth/login', { method: 'POST', headers: from('10.0.0.1'), json: { email: 'target@example.in', password: `guess-${i}` } });
    for (let i = 1; i <= 10; i += 1) expect((await attempt(i)).status).toBe(401);
    const limited = await attempt(11);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('RATE_LIMITED');
  });

  it('stop one address spraying registrations', async () => {
    // invalid bodies are refused before they count; a valid one is what the limit guards
    const valid = (i: number) =>
      t.handle('/api/website/auth/register', {
        method: 'POST',
        headers: from('10.9.9.10'),
        json: { firstName: 'Spam', lastName: 'Bot', email: `spam${i}@example.in`, phone: '9876543210', institutionName: 'Spam', password: 'Spam#Spam2026' },
      });
    for (let i = 0; i < 10; i += 1) expect((await valid(i)).status).toBe(201);
    expect((await valid(10)).status).toBe(429);
  }, 60_000);

  it('stop repeated forgot-password requests for one e-mail', async () => {
    const ask = (i: number) =>
      t.handle('/api/website/auth/forgot-password', { method: 'POST', headers: from(`10.1.1.${i}`), json: { email: 'victim@example.in' } });
    for (let i = 0; i < 5; i += 1) expect((await ask(i)).status).toBe(200);
    expect((await ask(5)).status).toBe(429);
  });

  it('stop admin password guessing from one address', async () => {
    const admin = await createAdmin(t.db.orm);
    const guess = (i: number) =>
      t.handle('/api/auth/admin-login', { method: 'POST', headers: from('10.2.2.1'), json: { username: admin.username, password: `guess-${i}` } });
    for (let i = 0; i < 10; i += 1) expect((await guess(i)).status).toBe(401);
    expect((await guess(10)).status).toBe(429);
  }, 30_000);
});
