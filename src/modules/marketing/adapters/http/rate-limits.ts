import type { RateLimitRule } from '@platform/http/rate-limiter.port';

const HOUR = 60 * 60_000;

/**
 * Per address (issue 18 item 6): a person sends one enquiry, maybe a correction, and takes the assessment once or
 * twice; a script sends hundreds. Only well-formed submissions count (the schema refuses the others first).
 */
export const marketingLimits = {
  contactByIp: { name: 'contact:ip', limit: 5, windowMs: HOUR },
  assessmentContactByIp: { name: 'assessment-contact:ip', limit: 10, windowMs: HOUR },
  assessmentByIp: { name: 'assessment:ip', limit: 10, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;
