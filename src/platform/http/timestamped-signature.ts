import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One signing scheme for every signed body we send or take (our webhooks, providers' inbound bounces):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureOf = (secret: string, timestamp: number, body: string) => `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** The HMAC matches the raw body and the timestamp is within `toleranceSeconds` of now: a replay later fails. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
