import { describe, expect, it } from 'bun:test';
import { type TestApp, useTestApp } from '../support/test-app';

/**
 * Issue 18, item 3: behind proxies that append to X-Forwarded-For, the per-address limits key on the address the
 * proxy wrote (TRUST_PROXY entries from the right), not on the first entry, which the client writes itself.
 */

const oneProxy = useTestApp({ env: { TRUST_PROXY: 'true' } });

let n = 0;
/** A client-written first entry that changes on every request, as a rotating attacker sends it. */
const spoofed = () => `198.18.${(n += 1) % 250}.${n % 200}`;

const register = (t: TestApp, forwardedFor: string) => {
  n += 1;
  return t.handle('/api/website/auth/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor },
    json: {
      firstName: 'Rota',
      lastName: 'Ting',
      email: `rotating${n}@example.in`,
      phone: '9876543210',
      institutionName: 'Spoof Academy',
      password: 'Rotate#2026x',
    },
  });
};

describe('TRUST_PROXY=true (one proxy that appends, e.g. nginx with $proxy_add_x_forwarded_for)', () => {
  it('counts registrations per the address the proxy appended, however the client rotates the first entry', async () => {
    for (let i = 0; i < 10; i += 1) expect((await register(oneProxy, `${spoofed()}, 203.0.113.10`)).status).toBe(201);
    const refused = await register(oneProxy, `${spoofed()}, 203.0.113.10`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
    // another client behind the same proxy is not affected
    expect((await register(oneProxy, `${spoofed()}, 203.0.113.11`)).status).toBe(201);
  }, 60_000);

  it('counts sign-in attempts per appended address too', async () => {
    const attempt = () =>
      oneProxy.handle('/api/website/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `${spoofed()}, 203.0.113.20` },
        json: { email: `nobody${(n += 1)}@example.in`, password: 'wrong-password' },
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  }, 60_000);

  it('keys anonymous student-list calls on the appended address', async () => {
    const list = () => oneProxy.handle('/api/public/students', { headers: { 'x-forwarded-for': `${spoofed()}, 203.0.113.30` } });
    for (let i = 0; i < 120; i += 1) expect((await list()).status).toBe(401);
    expect((await list()).status).toBe(429);
  }, 60_000);
});

describe('TRUST_PROXY=2 (a CDN, then a load balancer)', () => {
  const twoProxies = useTestApp({ env: { TRUST_PROXY: '2' } });

  it('takes the entry two from the right', async () => {
    for (let i = 0; i < 10; i += 1) expect((await register(twoProxies, `${spoofed()}, 203.0.113.40, 10.0.0.${i}`)).status).toBe(201);
    expect((await register(twoProxies, `${spoofed()}, 203.0.113.40, 10.0.0.99`)).status).toBe(429);
    expect((await register(twoProxies, `${spoofed()}, 203.0.113.41, 10.0.0.99`)).status).toBe(201);
  }, 60_000);
});

describe('one address, one counter (issue 26 §5)', () => {
  it('limits twelve registrations from twelve addresses of one IPv6 /64 like twelve from one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) statuses.push((await register(oneProxy, `${spoofed()}, 2001:db8:26:1::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    // the next /64 is another subscriber
    expect((await register(oneProxy, `${spoofed()}, 2001:db8:26:2::1`)).status).toBe(201);
  }, 60_000);

  it('counts every spelling of one address together: zeros written out, brackets and a port, IPv4-mapped', async () => {
    const spellings = ['2001:0db8:0026:0003:0:0:0:1', '[2001:db8:26:3::1]:443', '2001:DB8:26:3::1', '[2001:db8:26:3:0::1]', '2001:db8:26:3:0:0:0:1'];
    for (let i = 0; i < 10; i += 1) expect((await register(oneProxy, `${spoofed()}, ${spellings[i % spellings.length]}`)).status).toBe(201);
    expect((await register(oneProxy, `${spoofed()}, [2001:db8:26:3::1]:8443`)).status).toBe(429);

    const contact = (address: string) =>
      oneProxy.handle('/api/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
        json: {
          institutionName: 'Mapped Public School',
          contactName: 'Meera Iyer',
          email: 'meera@mapped.example.in',
          phone: '9876543210',
          serviceInterest: 'Student Recruitment',
          message: 'We would like to discuss admissions for next year.',
        },
      });
    const mapped = ['203.0.113.50', '::ffff:203.0.113.50', '203.0.113.50:5555', '[::ffff:203.0.113.50]:443', '::FFFF:CB00:7132'];
    for (const address of mapped) expect({ address, status: (await contact(address)).status }).toEqual({ address, status: 201 });
    expect((await contact('203.0.113.50')).status).toBe(429);
  }, 60_000);
});

describe('HSTS behind the trusted proxy (issue 26, informational)', () => {
  it("is sent when the trusted proxy says the request came over TLS, and not over the proxy's plain HTTP", async () => {
    const hsts = async (proto?: string) =>
      (await oneProxy.handle('/api/health', { headers: proto ? { 'x-forwarded-proto': proto } : {} })).headers.get('strict-transport-security');
    expect(await hsts('https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('http')).toBeNull();
    expect(await hsts()).toBeNull();
  });
});
