/**
 * The webhook receiver of docs/integrations.md ("Receive and verify a webhook"): standalone, no EduReach code, so it
 * can be copied as it is. tests/integration/webhooks/verify-example.test.ts sends it real deliveries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when `signatureHeader` (`t=<unix>,v1=<hex>`) signs `rawBody` with `secret` and is at most 5 minutes old. */
export function verifyEdureachSignature(secret: string, signatureHeader: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const fields = Object.fromEntries(signatureHeader.split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(fields.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false; // a replayed old delivery
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(String(fields.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A receiver: verify against the raw body (before any JSON parsing), answer 2xx quickly, and skip a delivery id you
 * have already handled (a retry or a redelivery repeats it).
 */
export function edureachWebhookHandler(secret: string, handle: (event: { id: string; type: string; data: any }) => void) {
  const seen = new Set<string>();
  return async (request: Request): Promise<Response> => {
    const body = await request.text();
    if (!verifyEdureachSignature(secret, request.headers.get('x-edureach-signature') ?? '', body)) return new Response('bad signature', { status: 401 });
    const delivery = request.headers.get('x-edureach-delivery') ?? '';
    if (!seen.has(delivery)) {
      seen.add(delivery);
      handle(JSON.parse(body));
    }
    return new Response(null, { status: 204 });
  };
}
