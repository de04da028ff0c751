import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import type { MemberDirectory } from '../identity/contracts';
import type { LeadsApi } from '../leads/contracts';
import { webhooksRoutes } from './adapters/http/webhooks.routes';
import { createGuardedSender } from './adapters/outbound/guarded-sender';
import { createDeliveryOutbox } from './adapters/persistence/delivery-outbox.repository';
import { createWebhookStore } from './adapters/persistence/webhooks.repository';
import { deliverDue } from './application/deliver-due.use-case';
import { createDeliveryWorker, type DeliveryWorker } from './application/delivery-worker';
import type { WebhookSender } from './application/ports/webhook-sender.port';
import { recordEvent } from './application/record-event.use-case';
import type { WebhooksDeps } from './application/webhooks-deps';
import type { WebhookEventPorts, WebhookEvents, WebhooksApi } from './contracts';

export type { DeliveryWorker } from './application/delivery-worker';
/** The contract's `webhooks` (every delivery's body, per event) and their valibot schemas, for app.ts and the tests. */
export { webhookPayloadsContract } from './adapters/http/webhook-payloads.contract';
export { WEBHOOK_PAYLOADS } from './adapters/http/webhook-payloads.schemas';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const webhooksEntities = [];

/**
 * The outbox half, built before the modules whose events it records (leads, collections): it needs no other module.
 * app.ts hands it to them, then builds the rest of the module with leads' students for the payloads.
 */
export function createWebhookEvents(deps: Pick<ModuleDeps, 'orm' | 'clock'>): WebhookEventPorts {
  const own = { outbox: createDeliveryOutbox(deps.orm), clock: deps.clock, transaction: createUnitOfWork(deps.orm) };
  const data = (event: { studentIds: readonly string[]; isPremium: boolean }) => ({ studentIds: [...event.studentIds], isPremium: event.isPremium });
  return {
    unlocked: (tx, unlock) => recordEvent(tx, { memberId: unlock.memberId, type: 'student.unlocked', data: data(unlock) }, own),
    exported: (tx, exported) =>
      recordEvent(tx, { memberId: exported.memberId, type: 'collection.exported', data: { ...data(exported), collectionId: exported.collectionId } }, own),
    recordEvent: (tx, event) => recordEvent(tx, event, own),
    recordSavedSearchMatch: (tx, match) =>
      recordEvent(
        tx,
        {
          memberId: match.memberId,
          type: 'saved_search.matched',
          data: { studentIds: [...match.studentIds], isPremium: match.isPremium, savedSearchId: match.savedSearchId, savedSearchName: match.savedSearchName },
        },
        own,
      ),
  };
}

/** How long the worker rests when nothing was due. */
const IDLE_MS = 1_000;

/**
 * Signed webhooks (ADR 0015): members' targets, the outbox, and the delivery worker that runs inside the server
 * process (`worker.start(report)` from main.ts, its failures reported to the job health; `worker.stop()` on shutdown, before the pool closes). webhooks → leads,
 * for the students of a payload as the member may see them; webhooks → identity, for the member's standing when a
 * delivery is sent. `sender` replaces the guarded sender (tests).
 */
export function createWebhooksModule(
  deps: ModuleDeps,
  others: {
    students: Pick<LeadsApi, 'studentsForMember'>;
    members: MemberDirectory;
    events: WebhookEvents;
    sender?: WebhookSender;
    random?: () => number;
  },
): AppModule<WebhooksApi> & { worker: DeliveryWorker } {
  // the SSRF guard is on unless this explicit setting (development and tests) turns it off: ADR 0015
  const allowPrivate = deps.config.webhooksAllowPrivateTargets;
  const own: WebhooksDeps = {
    transaction: createUnitOfWork(deps.orm),
    webhooks: createWebhookStore(deps.orm),
    outbox: createDeliveryOutbox(deps.orm),
    sender: others.sender ?? createGuardedSender({ allowPrivate }),
    students: (viewer, ids) => others.students.studentsForMember(viewer, ids),
    // active, verified members only, premium judged when the delivery is sent (the digest's own rule)
    standing: (ids, now) => others.members.recipients(ids, now),
    clock: deps.clock,
    audit: deps.audit,
    random: others.random ?? Math.random,
  };
  const worker = createDeliveryWorker(() => deliverDue(own), { idleMs: IDLE_MS });
  return { routes: webhooksRoutes({ ...own, auth: deps.auth, allowPrivate, rateLimiter: deps.rateLimiter }), api: others.events, worker };
}
