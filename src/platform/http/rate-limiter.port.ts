import { DomainError } from '../kernel/domain-error';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

/** `count`: attempts in the window so far, this one included (a log line can tell the first refusal). */
export type RateLimitHit = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Counts attempts per key in a fixed window. Adapters: in memory (one process) or Redis
 * (REDIS_URL, shared by every server copy behind a load balancer).
 */
export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitHit>;
  /**
   * Takes one attempt back (never below zero), for rules that count failures only: the attempt is counted before
   * it runs (so parallel attempts cannot all slip under the limit) and forgiven when it succeeds.
   */
  forgive(rule: RateLimitRule, key: string): Promise<void>;
}

const TOO_MANY_ATTEMPTS = () => 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts one attempt against every (rule, key) pair and refuses with 429 when any is over its limit; the error
 * carries the seconds to wait (the Retry-After header) and `message` may say them.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: [RateLimitRule, string | undefined][],
  message: (retryAfterSeconds: number) => string = TOO_MANY_ATTEMPTS,
): Promise<void> {
  let retryAfterSeconds = 0;
  for (const [rule, key] of checks) {
    if (!key) continue;
    const hit = await limiter.hit(rule, key);
    if (!hit.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, hit.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw rateLimited(message(retryAfterSeconds), retryAfterSeconds);
}

/** 429 with a Retry-After of `retryAfterSeconds`. */
export const rateLimited = (message: string, retryAfterSeconds: number) => new DomainError('rate_limited', 'RATE_LIMITED', message, { retryAfterSeconds });
