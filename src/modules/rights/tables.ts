/** The tables the rights module owns: the portal's one-time codes and passes, and the privacy-requests queue (ADR 0018, ADR 0019). */
export const OWNED_TABLES = ['privacy_access_codes', 'privacy_access_tokens', 'privacy_requests'] as const;
