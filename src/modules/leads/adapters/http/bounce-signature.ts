import { signatureOf, verifySignature } from '@platform/http/timestamped-signature';

/** The header a mail or SMS provider signs an inbound bounce with (docs/bounces.md), as our own webhooks are signed. */
export const BOUNCE_SIGNATURE_HEADER = 'X-EduReach-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with INBOUND_BOUNCE_SECRET>` */
export const bounceSignatureOf = signatureOf;

/** The HMAC matches the raw body and the timestamp is within `toleranceSeconds` (5 minutes) of now: a replay later fails. */
export const verifyBounceSignature = verifySignature;
