import { describe, expect, it } from 'bun:test';
import { DomainError } from '../kernel/domain-error';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { enforceRateLimits } from './rate-limiter.port';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('in-memory rate limiter', () => {
  it('allows the limit, then refuses with the seconds left in the window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
    now += 15_000;
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45, count: 4 });
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
  });

  it('starts a new window once the old one ends', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 4; i += 1) await limiter.hit(rule, 'a');
    now += 60_000;
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
  });

  it('enforce answers a rate_limited error carrying Retry-After, and ignores missing keys', async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    const strict = { name: 'strict', limit: 1, windowMs: 10_000 };
    await enforceRateLimits(limiter, [
      [strict, 'x'],
      [strict, undefined],
    ]);
    const error = await enforceRateLimits(limiter, [[strict, 'x']]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('rate_limited');
    expect((error as DomainError).details).toEqual({ retryAfterSeconds: 10 });
  });

  it('forgives an attempt, never below zero and never into a new window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) await limiter.hit(rule, 'a');
    await limiter.forgive(rule, 'a');
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true, retryAfterSeconds: 0, count: 3 });
    await limiter.forgive(rule, 'never-hit');
    expect((await limiter.hit(rule, 'never-hit')).count).toBe(1);
    now += 60_000;
    await limiter.forgive(rule, 'a');
    expect((await limiter.hit(rule, 'a')).count).toBe(1);
  });
});
