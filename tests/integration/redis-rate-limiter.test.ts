import { afterAll, describe, expect, it } from 'bun:test';
import { createRedisRateLimiter } from '@platform/http/redis-rate-limiter';

// The Redis adapter against a real Redis (REDIS_URL, or the machine's on 127.0.0.1:6379).
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${crypto.randomUUID()}:`;
const first = createRedisRateLimiter(url, prefix);
const second = createRedisRateLimiter(url, prefix);

afterAll(async () => {
  await first.close();
  await second.close();
});

describe('Redis rate limiter', () => {
  it('shares one count between two server copies and answers Retry-After', async () => {
    const rule = { name: 'login', limit: 3, windowMs: 30_000 };
    expect((await first.hit(rule, 'ip-1')).allowed).toBe(true);
    expect((await second.hit(rule, 'ip-1')).allowed).toBe(true);
    expect((await first.hit(rule, 'ip-1')).allowed).toBe(true);
    const refused = await second.hit(rule, 'ip-1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect((await first.hit(rule, 'ip-2')).allowed).toBe(true);
  });

  it('forgives an attempt in the shared count, never below zero', async () => {
    const rule = { name: 'failures', limit: 2, windowMs: 30_000 };
    await first.hit(rule, 'acct');
    await second.hit(rule, 'acct');
    await first.forgive(rule, 'acct');
    expect(await second.hit(rule, 'acct')).toMatchObject({ allowed: true, count: 2 });
    await first.forgive(rule, 'unknown');
    await first.forgive(rule, 'unknown');
    expect((await second.hit(rule, 'unknown')).count).toBe(1);
  });
});
