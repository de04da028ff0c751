import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { ErrorResponse, MessageResponse, uuidParam } from '@platform/http/schemas';
import { createWebhook, deleteWebhook, deliveriesOf, redeliver } from '@modules/webhooks/application/manage-webhooks.use-case';
import type { StoredDelivery, StoredWebhook } from '@modules/webhooks/application/ports/webhooks.port';
import type { WebhooksDeps } from '@modules/webhooks/application/webhooks-deps';
import { enforceRateLimits, type RateLimiter } from '@platform/http/rate-limiter.port';
import { sendTestEvent } from '@modules/webhooks/application/send-test-event.use-case';
import { CreateWebhookBody, DeliveryList, DeliveryRequeued, deliveryParams, TestEventSent, WebhookCreated, WebhookList } from './webhooks.schemas';

const tags = ['Members: webhooks'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

const ownerOf = (member: MemberPrincipal) => ({ id: member.id, institutionId: member.institutionId, seatRole: member.seatRole, actor: actorOf(member) });

const view = (webhook: StoredWebhook) => ({ id: webhook.id, url: webhook.url, events: webhook.events, createdAt: webhook.createdAt.toISOString() });

const deliveryView = (d: StoredDelivery) => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastLatencyMs: d.lastLatencyMs,
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});

/**
 * A verified member's webhooks (ADR 0015). API keys with `read` may list webhooks and deliveries; creating,
 * deleting and redelivering need the member's session (403 API_KEYS.OUT_OF_SCOPE), as managing keys does (ADR 0015).
 */
/** Test events a member may send a minute: each is an outbound POST the member triggers at will. */
const TEST_EVENTS_PER_MINUTE = 10;

export const webhooksRoutes = (deps: WebhooksDeps & { auth: AuthPlugin; allowPrivate: boolean; rateLimiter: RateLimiter }) =>
  new Elysia({ name: 'webhooks.routes', prefix: '/api/website' })
    .use(deps.auth)
    .get('/webhooks', async ({ member }) => ({ webhooks: (await deps.webhooks.listOf(member.institutionId)).map(view) }), {
      verifiedMember: true,
      response: { 200: WebhookList, ...denied },
      detail: { operationId: 'listWebhooks', tags, summary: "Your institution's webhooks, newest first, with their URL and events (every seat may read them)" },
    })
    .post(
      '/webhooks',
      async ({ member, body, set }) => {
        const created = await createWebhook(ownerOf(member), body, deps.allowPrivate, deps);
        set.status = 201;
        return { message: 'Copy this signing secret now: it will not be shown again.', webhook: view(created.webhook), secret: created.secret };
      },
      {
        verifiedMember: true,
        body: CreateWebhookBody,
        response: { 201: WebhookCreated, 400: ErrorResponse, ...denied, 409: ErrorResponse },
        detail: {
          operationId: 'createWebhook',
          tags,
          summary: 'Add a webhook: a URL and the events to POST to it; the signing secret is answered once',
          description:
            'Each delivery is a POST with a JSON body `{ id, type, createdAt, data }`, signed in `X-EduReach-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the secret; `X-EduReach-Delivery` names the delivery (the same on retries). Anything but a 2xx within 5 s is retried with exponential backoff for 24 hours. The URL must be https on a host whose every address is global unicast (no loopback, private, link-local, CGNAT, unique-local or special-purpose address, nor an IPv6 form embedding one), checked again before each attempt, which connects to the address checked (400 WEBHOOKS.URL_NOT_ALLOWED); a server set up for development may allow local targets. At most 10 webhooks per institution (409 WEBHOOKS.TOO_MANY). Webhooks belong to the institution: its owner or a manager adds, deletes, redelivers and tests them (403 WEBHOOKS.MANAGERS_ONLY for a member seat); every seat may read them, and the unlocks and exports of every seat reach them.',
        },
      },
    )
    .delete(
      '/webhooks/:id',
      async ({ member, params }) => {
        await deleteWebhook(ownerOf(member), params.id, deps);
        return { message: 'Webhook deleted' };
      },
      {
        verifiedMember: true,
        params: uuidParam,
        response: { 200: MessageResponse, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'deleteWebhook',
          tags,
          summary: "Delete one of your institution's webhooks and its delivery log (owner or manager): nothing more is sent to it",
        },
      },
    )
    .get(
      '/webhooks/:id/deliveries',
      async ({ member, params }) => ({ deliveries: (await deliveriesOf(member.institutionId, params.id, deps)).map(deliveryView) }),
      {
        verifiedMember: true,
        params: uuidParam,
        response: { 200: DeliveryList, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'listWebhookDeliveries',
          tags,
          summary: "A webhook's latest 100 deliveries, newest first: status, attempts, last answer and latency",
        },
      },
    )
    .post(
      '/webhooks/:id/deliveries/:deliveryId/redeliver',
      async ({ member, params }) => ({
        message: 'Delivery queued again',
        delivery: deliveryView(await redeliver(ownerOf(member), params.id, params.deliveryId, deps)),
      }),
      {
        verifiedMember: true,
        params: deliveryParams,
        response: { 200: DeliveryRequeued, 400: ErrorResponse, ...denied, 404: ErrorResponse, 409: ErrorResponse },
        detail: {
          operationId: 'redeliverWebhookDelivery',
          tags,
          summary: 'Send a delivery again now (with its students as you may see them now), retried for another 24 hours if it fails',
          description:
            'The payload is built when it is sent, masked by your membership then: after a downgrade, only the students you unlocked show their contacts. A delivery more than 24 hours old (the retry window) is not sent again: 409 WEBHOOKS.REDELIVERY_EXPIRED. 409 WEBHOOKS.DELIVERY_IN_FLIGHT while an attempt is under way. Nothing is sent while your account is deactivated or unverified.',
        },
      },
    )
    .post(
      '/webhooks/:id/test',
      async ({ member, params }) => {
        const rule = { name: 'webhook-test', limit: TEST_EVENTS_PER_MINUTE, windowMs: 60_000 };
        await enforceRateLimits(deps.rateLimiter, [[rule, `member:${member.id}`]], (seconds) => `Too many test events. Please wait ${seconds} seconds.`);
        const sent = await sendTestEvent(ownerOf(member), params.id, deps);
        return { message: sent.message, delivery: deliveryView(sent.delivery) };
      },
      {
        verifiedMember: true,
        params: uuidParam,
        response: { 200: TestEventSent, 400: ErrorResponse, ...denied, 404: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'sendWebhookTestEvent',
          tags,
          summary: 'Send a signed test event to one of your webhooks now; costs nothing, and appears in its delivery log',
          description:
            "A `webhook.test` delivery, signed and sent like every delivery (the `webhook.test` entry of this contract's webhooks shows its body: no students), whatever events the webhook subscribes to. Answers once your server has answered (or the 5 s timeout passed): `delivery.status` is delivered on a 2xx, otherwise failed with `lastStatusCode` or `lastError`; `message` says so in words. One attempt only, never retried on its own (Redeliver sends it again). No credits are charged. At most 10 a minute per member (429 RATE_LIMITED). Needs the member's session: API keys cannot send it (403 API_KEYS.OUT_OF_SCOPE).",
        },
      },
    );
