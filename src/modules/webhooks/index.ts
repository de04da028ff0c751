import { withSession } from '@platform/db/session';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AnyElysia } from 'elysia';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { MemberDirectory } from '../identity/contracts';
import type { LeadsApi } from '../leads/contracts';
import { webhooksRoutes as webhookTargetRoutes } from './adapters/http/webhooks.routes';
import { createGuardedSender } from './adapters/outbound/guarded-sender';
import { createDeliveryOutbox } from './adapters/persistence/delivery-outbox.repository';
import { createWebhookStore } from './adapters/persistence/webhooks.repository';
import { deliverDue } from './application/deliver-due.use-case';
import { createDeliveryWorker, type DeliveryWorker } from './application/delivery-worker';
import type { WebhookSender } from './application/ports/webhook-sender.port';
import { webhookEvents } from './application/record-event.use-case';
import type { WebhooksDeps } from './application/webhooks-deps';
import type { WebhookEventPorts } from './contracts';

export type { DeliveryWorker } from './application/delivery-worker';
/** The contract's `webhooks` (every delivery's body, per event) and their valibot schemas, for app.ts and the tests. */
export { webhookPayloadsContract } from './adapters/http/webhook-payloads.contract';
export { WEBHOOK_PAYLOADS } from './adapters/http/webhook-payloads.schemas';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const webhooksEntities = [];

type WebhooksInternals = Pick<WebhooksDeps, 'transaction' | 'webhooks' | 'outbox' | 'clock' | 'audit'>;
export type WebhooksModuleApi = WebhookEventPorts & { internal: WebhooksInternals };

/**
 * Signed webhooks (ADR 0015): members' targets and the outbox. Leads and collections write their events into the
 * outbox inside their own transactions, so this API depends on no module; the delivery (below) is built after the
 * modules whose students a payload shows.
 */
export function createWebhooksApi(deps: Pick<ModuleDeps, 'orm' | 'clock' | 'audit'>): WebhooksModuleApi {
  const internal: WebhooksInternals = {
    transaction: createUnitOfWork(deps.orm),
    webhooks: createWebhookStore(deps.orm),
    outbox: createDeliveryOutbox(deps.orm),
    clock: deps.clock,
    audit: deps.audit,
  };
  return { ...webhookEvents(internal), internal };
}

/** How long the worker rests when nothing was due. */
const IDLE_MS = 1_000;

export type WebhookDelivery = { worker: DeliveryWorker; deps: WebhooksDeps; allowPrivate: boolean };

/**
 * The delivery worker that runs inside the server process (`worker.start(report)` from main.ts, its failures reported
 * to the job health; `worker.stop()` on shutdown, before the pool closes). A payload shows its students as the member
 * may see them when it is sent (webhooks → leads), and only to an active, verified member (webhooks → identity).
 * `sender` replaces the guarded sender (tests).
 */
export function createWebhookDelivery(
  api: WebhooksModuleApi,
  deps: Pick<ModuleDeps, 'config'>,
  others: { students: Pick<LeadsApi, 'studentsForMember'>; members: MemberDirectory; sender?: WebhookSender; random?: () => number },
): WebhookDelivery {
  // the SSRF guard is on unless this explicit setting (development and tests) turns it off: ADR 0015
  const allowPrivate = deps.config.webhooksAllowPrivateTargets;
  const own: WebhooksDeps = {
    ...api.internal,
    sender: others.sender ?? createGuardedSender({ allowPrivate }),
    students: others.students.studentsForMember,
    // active, verified members only, premium judged when the delivery is sent (the digest's own rule)
    standing: others.members.recipients,
    random: others.random ?? Math.random,
  };
  return { worker: createDeliveryWorker(() => withSession(() => deliverDue(own)), { idleMs: IDLE_MS }), deps: own, allowPrivate };
}

/** A member's webhooks: targets, deliveries, redelivery and the test event (which sends through the delivery's sender). */
export const webhooksRoutes = (delivery: WebhookDelivery, web: WebDeps): AnyElysia =>
  webhookTargetRoutes({ ...delivery.deps, auth: web.auth, allowPrivate: delivery.allowPrivate, rateLimiter: web.rateLimiter });
