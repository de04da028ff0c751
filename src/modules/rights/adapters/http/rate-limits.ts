import type { RateLimitRule } from '@platform/http/rate-limiter.port';

const MINUTE = 60_000;

/** Like the admin's code: per address and per contact, so one visitor can neither spray contacts nor flood one inbox. */
export const rightsLimits = {
  codeByIp: { name: 'my-data-code:ip', limit: 30, windowMs: 15 * MINUTE },
  codeByContact: { name: 'my-data-code:contact', limit: 5, windowMs: 15 * MINUTE },
  verifyByIp: { name: 'my-data-verify:ip', limit: 30, windowMs: 15 * MINUTE },
  verifyByContact: { name: 'my-data-verify:contact', limit: 15, windowMs: 15 * MINUTE },
  /** reads and requests with a pass */
  passByIp: { name: 'my-data-pass:ip', limit: 120, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
