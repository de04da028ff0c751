/** The answer to one POST, or why there was none (timeout, refused address, connection error). */
export type SendResult = { statusCode: number | null; error: string | null; latencyMs: number };

/**
 * Outbound HTTP for deliveries, behind one port so that the SSRF guard (production: https only, no private, loopback
 * or link-local address after DNS resolution) lives in one adapter.
 */
export type WebhookSender = {
  send(url: string, request: { headers: Record<string, string>; body: string }): Promise<SendResult>;
  /** Why this URL may not be a webhook target (resolved as a delivery would be), or null. */
  problemWith(url: string): Promise<string | null>;
};
