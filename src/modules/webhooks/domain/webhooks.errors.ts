import { DomainError } from '@platform/kernel/domain-error';
import { MAX_WEBHOOKS_PER_MEMBER } from './webhook-events';

/** Every failure of the webhooks module, each code defined here only. */

export const webhookNotFound = () => new DomainError('not_found', 'WEBHOOKS.NOT_FOUND', 'Webhook not found');

export const deliveryNotFound = () => new DomainError('not_found', 'WEBHOOKS.DELIVERY_NOT_FOUND', 'Delivery not found');

export const deliveryInFlight = () =>
  new DomainError('conflict', 'WEBHOOKS.DELIVERY_IN_FLIGHT', 'This delivery is being sent right now; try again in a minute');

export const tooManyWebhooks = () =>
  new DomainError('conflict', 'WEBHOOKS.TOO_MANY', `Your institution can have at most ${MAX_WEBHOOKS_PER_MEMBER} webhooks; delete one first`);

/** A redelivery after the retry window: the event is too old to send again (ADR 0015). */
export const redeliveryExpired = () =>
  new DomainError('conflict', 'WEBHOOKS.REDELIVERY_EXPIRED', 'This delivery is more than 24 hours old and can no longer be sent again');

export const urlNotAllowed = (reason: string) => new DomainError('invalid', 'WEBHOOKS.URL_NOT_ALLOWED', reason);

/** ADR 0021: a member seat reads its institution's webhooks but does not change them. */
export const managersOnly = () => new DomainError('forbidden', 'WEBHOOKS.MANAGERS_ONLY', "Only your institution's owner or a manager can change its webhooks");
