import type { RateLimitRule } from '@platform/http/rate-limiter.port';

const HOUR = 60 * 60_000;

/**
 * Per address (docs/limits.md): a person sends one enquiry, maybe a correction, and takes the assessment once or
 * twice; a script sends hundreds. Only well-formed submissions count (the schema refuses the others first).
 */
export const marketingLimits = {
  contactByIp: { name: 'contact:ip', limit: 5, windowMs: HOUR },
  assessmentContactByIp: { name: 'assessment-contact:ip', limit: 10, windowMs: HOUR },
  assessmentByIp: { name: 'assessment:ip', limit: 10, windowMs: HOUR },
  /**
   * Every address together (SECURITY.md): enquiries mailed to sales in an hour. Past it the enquiries are still stored
   * (the admin portal's Enquiries tab) and sales gets one notice instead of a flood from many addresses.
   */
  contactMailsToSales: { name: 'contact:sales-mail', limit: 50, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;
