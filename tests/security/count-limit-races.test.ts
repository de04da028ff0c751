import { describe, expect, it } from 'bun:test';
import type { RateLimiter } from '@platform/http/rate-limiter.port';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../integration/collections/helpers';

/**
 * Issue 26 §9: 30 creates at once still keep at most the limit (20 API keys, 20 saved searches): the count and the
 * insert are one step per member. Every per-address and per-account counter is off here, so nothing but the
 * limit under test can refuse a create.
 */
const allowEverything: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0, count: 1 }), forgive: async () => {} };
const t = useTestApp({ rateLimiter: allowEverything });
const api = caller(t);

const inParallel = (count: number, call: (i: number) => Promise<{ status: number }>) => Promise.all(Array.from({ length: count }, (_, i) => call(i)));
const tally = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('count limits under 30 parallel creates', () => {
  it('keep at most 20 API keys (the rest 409 API_KEYS.TOO_MANY)', async () => {
    const member = await createMember(t.db.orm);
    const answers = await inParallel(30, (i) =>
      api.post('/api/website/api-keys', member.token, { name: `Race ${i}`, scopes: ['read'], password: 'Member@12345' }),
    );
    expect(tally(answers)).toEqual({ 201: 20, 409: 10 });
    const [row] = await api.sql('select count(*)::int as n from member_api_keys where member_id = ?', [member.id]);
    expect(row.n).toBe(20);
  }, 60_000);

  it('keep at most 20 saved searches (the rest 409)', async () => {
    const member = await createMember(t.db.orm);
    const answers = await inParallel(30, (i) =>
      api.post('/api/website/saved-searches', member.token, { name: `Race ${i}`, cadence: 'weekly', query: { state: 'Kerala' } }),
    );
    expect(tally(answers)).toEqual({ 201: 20, 409: 10 });
    const [row] = await api.sql('select count(*)::int as n from saved_searches where member_id = ?', [member.id]);
    expect(row.n).toBe(20);
  }, 60_000);
});
