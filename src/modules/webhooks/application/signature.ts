import { randomBytes } from 'node:crypto';

/** Headers of every delivery (docs/integrations.md, "Receive and verify a webhook"). */
export const SIGNATURE_HEADER = 'X-EduReach-Signature';
export const DELIVERY_HEADER = 'X-EduReach-Delivery';
export const EVENT_HEADER = 'X-EduReach-Event';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: shown to the member once, kept by the server to sign (ADR 0015). */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The scheme every delivery is signed with (the platform's, shared with inbound bounces). */
export { signatureOf, verifySignature } from '@platform/http/timestamped-signature';
