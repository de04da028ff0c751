import { beforeAll, describe, expect, it } from 'bun:test';
import { SignJWT } from 'jose';
import { createAdmin, createMember } from '../support/auth';
import { useTestApp, TEST_JWT_SECRET } from '../support/test-app';
import { send } from './fixtures';

/**
 * HTTP hardening: forged and stale tokens, security headers, closed CORS, no cookies.
 * Not repeated here:
 * - "production without JWT_SECRET refuses to start" (and ADMIN_OTP=off in production): src/platform/config.test.ts;
 * - member tokens on every admin route (403) and no token (401): tests/security/access-matrix.test.ts.
 */

let member: { id: string; token: string };
let other: { id: string; token: string };
let admin: { id: string; token: string };

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Signs claims with the server's own secret (what a leaked-claims bug would let through if sessions were not checked). */
const signed = (claims: Record<string, unknown>, options: { secret?: Uint8Array; exp?: number; alg?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setExpirationTime(options.exp ?? inAnHour())
    .sign(options.secret ?? secret);

const me = (token: string) => send(t, 'GET', '/api/website/auth/me', { token });

const t = useTestApp();
beforeAll(async () => {
  member = await createMember(t.db.orm);
  other = await createMember(t.db.orm);
  admin = await createAdmin(t.db.orm);
}, 60_000);

describe('tokens the server refuses', () => {
  it('accepts the genuine token (the baseline of every case below)', async () => {
    expect((await me(member.token)).status).toBe(200);
  });

  it('refuses alg "none" (no signature), with the real session in the claims', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(member.token))}.`;
    const answer = await me(unsigned);
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe('AUTH.INVALID_TOKEN');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signed(claimsOf(member.token), { secret: new TextEncoder().encode('another-secret-another-secret-0123456789') });
    expect((await me(forged)).status).toBe(401);
    const adminForged = await signed({ ...claimsOf(admin.token) }, { secret: new TextEncoder().encode('x'.repeat(48)) });
    expect((await send(t, 'GET', '/api/auth/me', { token: adminForged })).status).toBe(401);
  });

  it('refuses a tampered payload: another subject, or the admin kind, under the original signature', async () => {
    const [header, payload, signature] = member.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = (change: Record<string, unknown>) => `${header}.${base64url({ ...claims, ...change })}.${signature}`;
    for (const token of [tampered({ sub: other.id }), tampered({ kind: 'admin' }), tampered({ kind: 'admin', sub: admin.id })]) {
      expect((await me(token)).status).toBe(401);
      expect((await send(t, 'GET', '/api/analytics/dashboard', { token })).status).toBe(401);
    }
  });

  it('refuses correctly signed claims that do not match the session on record (the session decides, not the claims)', async () => {
    const claims = claimsOf(member.token);
    // a member's session presented as an admin's, and as another member's
    const asAdmin = await signed({ ...claims, kind: 'admin' });
    expect((await send(t, 'GET', '/api/auth/me', { token: asAdmin })).status).toBe(401);
    const asOther = await signed({ ...claims, sub: other.id });
    expect((await me(asOther)).status).toBe(401);
    const madeUp = await signed({ sid: crypto.randomUUID(), sub: admin.id, kind: 'admin' });
    expect((await send(t, 'GET', '/api/auth/me', { token: madeUp })).status).toBe(401);
  });

  it('refuses an expired token, and a live token whose session expired on the server', async () => {
    const expired = await signed(claimsOf(member.token), { exp: Math.floor(Date.now() / 1000) - 60 });
    const answer = await me(expired);
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe('AUTH.INVALID_TOKEN');

    const lapsing = await createMember(t.db.orm);
    await t.db.orm.em.fork().execute(`update auth_sessions set expires_at = now() - interval '1 second' where id = ?`, [claimsOf(lapsing.token).sid]);
    expect((await me(lapsing.token)).status).toBe(401);
  });

  it('refuses a token without an expiry, even one signed with the secret for a live session (issue 26)', async () => {
    const { exp: _exp, ...claims } = claimsOf(member.token);
    const endless = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(claimsOf(endless).exp).toBeUndefined();
    const answer = await me(endless);
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe('AUTH.INVALID_TOKEN');
  });

  it('answers malformed tokens and headers with 401, never 500', async () => {
    for (const authorization of ['Bearer garbage', 'Bearer a.b.c', 'Bearer ', `Basic ${member.token}`, `Bearer ${member.token}x`, 'Bearer e30.e30.e30']) {
      const answer = await send(t, 'GET', '/api/website/auth/me', { headers: { authorization } });
      expect({ authorization, status: answer.status }).toEqual({ authorization, status: 401 });
    }
  });

  it('refuses a member token on admin routes with 403 AUTH.ADMINS_ONLY, and an admin token on member routes with 403', async () => {
    const onAdmin = await send(t, 'GET', '/api/analytics/dashboard', { token: member.token });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.json.code).toBe('AUTH.ADMINS_ONLY');
    const onMember = await me(admin.token);
    expect(onMember.status).toBe(403);
    expect(onMember.json.code).toBe('AUTH.MEMBERS_ONLY');
  });
});

describe('security headers', () => {
  const pages = ['/api/health', '/api/website/auth/me', '/api/no-such-route', '/leads-portal', '/openapi/json'];

  it('are on every answer: API, error, 404, the web app and the contract', async () => {
    for (const path of pages) {
      const { headers } = await send(t, 'GET', path);
      const found = {
        path,
        csp: headers.get('content-security-policy'),
        nosniff: headers.get('x-content-type-options'),
        referrer: headers.get('referrer-policy'),
        frames: headers.get('x-frame-options'),
      };
      expect(found).toEqual({
        path,
        csp: expect.stringContaining("frame-ancestors 'none'"),
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        frames: 'DENY',
      });
      expect(found.csp).toContain("default-src 'self'");
      expect(found.csp).toContain("script-src 'self';");
      expect(found.csp).toContain("object-src 'none'");
    }
  });

  it("let the API docs run Swagger UI's one inline script, and nothing else changes", async () => {
    const { headers } = await send(t, 'GET', '/docs');
    const csp = headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('add no HSTS over plain HTTP, whatever X-Forwarded-Proto a client writes when no proxy is trusted (issue 26)', async () => {
    // behind TRUST_PROXY the proxy's X-Forwarded-Proto: https adds it: tests/security/proxy-address.test.ts
    expect((await send(t, 'GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await send(t, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
    const forged = await send(t, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS stays closed (same origin only)', () => {
  const corsHeaders = (headers: Headers) => {
    const found: string[] = [];
    headers.forEach((value, name) => {
      if (name.startsWith('access-control-')) found.push(`${name}: ${value}`);
    });
    return found;
  };

  it('a preflight from another origin gets no Access-Control-Allow-* header', async () => {
    for (const path of ['/api/website/auth/login', '/api/public/students', '/api/students']) {
      const preflight = await send(t, 'OPTIONS', path, {
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect({ path, cors: corsHeaders(preflight.headers) }).toEqual({ path, cors: [] });
      expect(preflight.status).toBeLessThan(500);
    }
  });

  it('a GET or POST from another origin, even with a valid token, gets no Access-Control-Allow-Origin', async () => {
    const answers = [
      await send(t, 'GET', '/api/website/auth/me', { token: member.token, headers: { origin: 'https://evil.example' } }),
      await send(t, 'GET', '/api/health', { headers: { origin: 'https://evil.example' } }),
      await send(t, 'POST', '/api/website/auth/login', { json: { email: 'x@example.in', password: 'nope-nope' }, headers: { origin: 'null' } }),
    ];
    for (const answer of answers) expect(corsHeaders(answer.headers)).toEqual([]);
    expect(answers[0]!.status).toBe(200); // the server answers; the browser keeps the answer from the other origin
  });
});

describe('cookies', () => {
  it('the server sets none: tokens travel in the Authorization header only', async () => {
    const account = await createMember(t.db.orm);
    const adminAccount = await createAdmin(t.db.orm);
    const login = await send(t, 'POST', '/api/website/auth/login', { json: { email: account.email, password: 'Member@12345' } });
    const adminLogin = await send(t, 'POST', '/api/auth/admin-login', { json: { username: adminAccount.username, password: 'Admin@12345' } });
    const [mail] = await t.outbox(adminAccount.email);
    const otp = /\b(\d{6})\b/.exec(mail!.textBody)![1];
    const answers = [
      login,
      adminLogin,
      await send(t, 'POST', '/api/auth/verify-otp', { json: { userId: adminLogin.json.userId, otp } }),
      await send(t, 'POST', '/api/website/auth/register', {
        json: {
          firstName: 'Cookie',
          lastName: 'Check',
          email: 'cookie.check@example.in',
          phone: '9876543210',
          institutionName: 'Cookie School',
          password: 'Member@12345',
        },
      }),
      await send(t, 'GET', '/api/website/auth/me', { token: login.json.token }),
      await send(t, 'POST', '/api/website/auth/logout', { token: login.json.token }),
      await send(t, 'GET', '/api/health'),
      await send(t, 'GET', '/leads-portal'),
      await send(t, 'GET', '/docs'),
      await send(t, 'GET', '/api/website/auth/me'),
    ];
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([200, 200, 200, 201]);
    expect(answers.flatMap((answer) => answer.headers.getSetCookie())).toEqual([]);
  });
});
