import Redis from 'ioredis';
import type { RateLimiter } from './rate-limiter.port';

// INCR and PEXPIRE in one script, so a window always gets its expiry even when a client dies in between.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

// DECR only a live window that is above zero: a forgiven attempt never creates a key nor goes negative.
const FORGIVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export type RedisRateLimiter = RateLimiter & { close(): Promise<void> };

/** Shared counters for several server copies. */
export function createRedisRateLimiter(url: string, prefix = 'ratelimit:'): RedisRateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit(rule, key) {
      const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${rule.name}:${key}`, String(rule.windowMs))) as [number, number];
      const allowed = count <= rule.limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)), count };
    },
    async forgive(rule, key) {
      await redis.eval(FORGIVE, 1, `${prefix}${rule.name}:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
