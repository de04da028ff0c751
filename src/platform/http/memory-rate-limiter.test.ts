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

describe('the in-memory limiter stays bounded (issue 26 §5)', () => {
  it('holds at most maxKeys windows however many keys arrive, evicting the oldest', async () => {
    const limiter = createMemoryRateLimiter(() => 0, { maxKeys: 1_000 });
    const strict = { name: 'strict', limit: 1, windowMs: 60_000 };
    await limiter.hit(strict, 'first');
    await limiter.hit(strict, 'kept');
    for (let i = 0; i < 50_000; i += 1) await limiter.hit(rule, `rotating-${i}`);
    expect(limiter.size()).toBe(1_000);
    // the oldest windows went first: 'first' starts over, the newest keys still count
    expect((await limiter.hit(strict, 'first')).count).toBe(1);
    expect((await limiter.hit(rule, 'rotating-49999')).count).toBe(2);
  });

  it('holds 100,000 windows by default', async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (let i = 0; i < 120_000; i += 1) await limiter.hit(rule, `k${i}`);
    expect(limiter.size()).toBe(100_000);
  });

  it('drops expired windows on a periodic sweep, while live ones keep counting', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now, { sweepEveryMs: 60_000 });
    const long = { name: 'long', limit: 3, windowMs: 3_600_000 };
    for (let i = 0; i < 500; i += 1) await limiter.hit({ name: 'short', limit: 3, windowMs: 10_000 }, `k${i}`);
    await limiter.hit(long, 'live');
    expect(limiter.size()).toBe(501);
    now = 30_000;
    await limiter.hit(long, 'live');
    expect(limiter.size()).toBe(501); // no sweep before the minute is out
    now = 60_000;
    expect((await limiter.hit(long, 'live')).count).toBe(3);
    expect(limiter.size()).toBe(1);
  });
});
