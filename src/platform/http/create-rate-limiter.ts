import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter.port';
import { createRedisRateLimiter } from './redis-rate-limiter';

export const createRateLimiter = (options: { redisUrl?: string }): RateLimiter =>
  options.redisUrl ? createRedisRateLimiter(options.redisUrl) : createMemoryRateLimiter();
