import * as v from 'valibot';
import { DELIVERY_EVENTS, WEBHOOK_EVENTS } from '@modules/webhooks/domain/webhook-events';

export const CreateWebhookBody = v.object({
  url: v.pipe(
    v.string('A URL is required'),
    v.trim(),
    v.minLength(1, 'A URL is required'),
    v.maxLength(2000, 'The URL is limited to 2000 characters'),
    v.description('Where deliveries are POSTed: https, on a host that resolves to global unicast (public) addresses only.'),
  ),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, `events must be among ${WEBHOOK_EVENTS.join(', ')}`), 'events must be a list'),
    v.minLength(1, 'Choose at least one event'),
    v.maxLength(3, 'At most 3 events'),
    v.description(
      'student.unlocked: you unlocked students; collection.exported: you exported saved students; saved_search.matched: new students match one of your saved searches',
    ),
  ),
});

export const WebhookView = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  createdAt: v.string(),
});

export const WebhookList = v.object({ webhooks: v.array(WebhookView) });

export const WebhookCreated = v.object({
  message: v.string(),
  webhook: WebhookView,
  secret: v.pipe(v.string(), v.description('The signing secret, shown this once: verify `X-EduReach-Signature` with it')),
});

export const DeliveryView = v.object({
  id: v.pipe(v.string(), v.description('Also sent as the X-EduReach-Delivery header: the same on every attempt and redelivery')),
  eventId: v.string(),
  eventType: v.pipe(v.picklist(DELIVERY_EVENTS), v.description('The event; webhook.test for a test event sent with sendWebhookTestEvent')),
  status: v.pipe(
    v.picklist(['pending', 'sending', 'delivered', 'failed']),
    v.description('pending: waiting for its (next) attempt; sending: an attempt under way; delivered: a 2xx answer; failed: no 2xx within 24 hours'),
  ),
  attempts: v.number(),
  lastStatusCode: v.pipe(v.nullable(v.number()), v.description('The HTTP status of the last answer; null without an answer')),
  lastError: v.nullable(v.string()),
  lastLatencyMs: v.nullable(v.number()),
  lastAttemptAt: v.nullable(v.string()),
  nextAttemptAt: v.pipe(v.nullable(v.string()), v.description('When the next attempt is due (pending only)')),
  deliveredAt: v.nullable(v.string()),
  createdAt: v.string(),
});

export const DeliveryList = v.object({ deliveries: v.array(DeliveryView) });

export const DeliveryRequeued = v.object({ message: v.string(), delivery: DeliveryView });

export const TestEventSent = v.object({
  message: v.pipe(v.string(), v.description("The outcome in words: delivered with your server's status and latency, or why not")),
  delivery: DeliveryView,
});

export const deliveryParams = v.object({
  id: v.pipe(v.string(), v.uuid('Not a valid id')),
  deliveryId: v.pipe(v.string(), v.uuid('Not a valid id')),
});
