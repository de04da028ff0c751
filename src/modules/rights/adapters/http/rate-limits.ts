import type { RateLimitRule } from '@platform/http/rate-limiter.port';
import { CODE_REQUESTS_PER_CONTACT_ADDRESS, THROTTLE_WINDOW_MS, WRONG_CODES_PER_CONTACT_ADDRESS } from '@modules/rights/domain/code-throttle';

const MINUTE = 60_000;

/**
 * Per address, and per (contact, address) (SECURITY.md): one visitor can neither spray contacts nor, from many
 * addresses, turn the student away; what all addresses share for one contact is the texts (codesSentRule), which
 * are held back rather than refused.
 */
export const rightsLimits = {
  codeByIp: { name: 'my-data-code:ip', limit: 30, windowMs: 15 * MINUTE },
  codeByContactAddress: { name: 'my-data-code:contact-address', limit: CODE_REQUESTS_PER_CONTACT_ADDRESS, windowMs: THROTTLE_WINDOW_MS },
  verifyByIp: { name: 'my-data-verify:ip', limit: 30, windowMs: 15 * MINUTE },
  /** wrong codes only: counted before the check, forgiven when the code is good */
  wrongCodeByContactAddress: { name: 'my-data-verify:contact-address', limit: WRONG_CODES_PER_CONTACT_ADDRESS, windowMs: THROTTLE_WINDOW_MS },
  /** reads and requests with a pass */
  passByIp: { name: 'my-data-pass:ip', limit: 120, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
