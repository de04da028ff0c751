/** The tables the rights module owns: the portal's one-time codes and passes, and the privacy-requests queue (issue 16 §4–5). */
export const OWNED_TABLES = ['privacy_access_codes', 'privacy_access_tokens', 'privacy_requests'] as const;
