import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Headers of every delivery (docs/integrations.md, "Receive and verify a webhook"). */
export const SIGNATURE_HEADER = 'X-EduReach-Signature';
export const DELIVERY_HEADER = 'X-EduReach-Delivery';
export const EVENT_HEADER = 'X-EduReach-Event';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: shown to the member once, kept by the server to sign (ADR 0015). */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>` */
export const signatureOf = (secret: string, timestamp: number, body: string) => `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** The receiver's check, as documented: the HMAC matches and the timestamp is within `toleranceSeconds` of now. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
