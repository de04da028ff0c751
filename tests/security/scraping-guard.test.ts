/**
 * The scraping guard of GET /api/public/students: 120 list calls a minute per member (anonymous callers per
 * address), then 429 with Retry-After. The limiter's clock is the test's, so however slowly the machine runs the
 * calls they land in one minute, until the test moves the clock on.
 */
import { beforeAll, describe, expect, it } from 'bun:test';
import { createMemoryRateLimiter } from '@platform/http/memory-rate-limiter';
import { createMember, tokenFor } from '../support/auth';
import { useTestApp } from '../support/test-app';
import { addStudents } from '../integration/leads/student-mother';

const LIMIT = 120;
const LIST = '/api/public/students?limit=5';

let now = Date.UTC(2026, 10, 25, 10, 0, 0);
// behind a load balancer, so each test can speak from its own address
const t = useTestApp({ env: { TRUST_PROXY: 'true' }, rateLimiter: createMemoryRateLimiter(() => now) });
beforeAll(async () => {
  await addStudents(
    t.db.orm,
    Array.from({ length: 8 }, (_, i) => ({ studentName: `Listed Student ${i}` })),
  );
}, 60_000);

const list = (token: string | undefined, ip = '10.20.0.1') => t.handle(LIST, { token, headers: { 'x-forwarded-for': ip } });

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await response.json();
  expect(body).toEqual({ error: body.message, message: expect.stringContaining(`${retryAfter} seconds`), code: 'RATE_LIMITED' });
}

describe('student list scraping guard', () => {
  it(`lets a member list ${LIMIT} times a minute, refuses the next with 429 and Retry-After, and leaves other members alone`, async () => {
    const scraper = await createMember(t.db.orm);
    const neighbour = await createMember(t.db.orm);
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await list(scraper.token);
      expect({ call: i + 1, status: response.status }).toEqual({ call: i + 1, status: 200 });
    }
    await expectLimited(await list(scraper.token));

    // the count is the member's: a second session or another address does not reset it
    const secondSession = await tokenFor(t.db.orm, 'member', scraper.id);
    expect((await list(secondSession, '10.20.0.99')).status).toBe(429);

    // another member, even from the same address, lists as usual
    const answer = await list(neighbour.token);
    expect(answer.status).toBe(200);
    expect((await answer.json()).students).toHaveLength(5);

    // a new minute, a new allowance
    now += 60_000;
    expect((await list(scraper.token)).status).toBe(200);
  });

  it('guards only the list: the filter options and the stat cards still answer a limited member', async () => {
    const scraper = await createMember(t.db.orm);
    for (let i = 0; i < LIMIT; i += 1) await list(scraper.token);
    expect((await list(scraper.token)).status).toBe(429);
    expect((await t.handle('/api/public/filter-options', { token: scraper.token })).status).toBe(200);
    expect((await t.handle('/api/public/portal-stats', { token: scraper.token })).status).toBe(200);
  });

  it('counts callers without a member token per address', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await list(undefined, '10.30.0.1')).status).toBe(401);
    await expectLimited(await list(undefined, '10.30.0.1'));
    await expectLimited(await list('not-a-token', '10.30.0.1'));
    expect((await list(undefined, '10.30.0.2')).status).toBe(401);
  });
});

describe('with STUDENT_LIST_LIMIT_PER_MINUTE=0 (switched off; no documented run mode does)', () => {
  const off = useTestApp({ env: { STUDENT_LIST_LIMIT_PER_MINUTE: '0' } });

  it('lets a member list without limit', async () => {
    const member = await createMember(off.db.orm);
    for (let i = 0; i < LIMIT + 30; i += 1) {
      const response = await off.handle(LIST, { token: member.token });
      expect({ call: i + 1, status: response.status }).toEqual({ call: i + 1, status: 200 });
    }
  });
});
