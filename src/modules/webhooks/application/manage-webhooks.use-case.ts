import type { AuditActor } from '@platform/audit/audit-trail';
import { MAX_WEBHOOKS_PER_MEMBER, type WebhookEventType } from '../domain/webhook-events';
import { RETRY_WINDOW_MS } from '../domain/retry-schedule';
import { targetUrlProblem } from '../domain/target-address';
import { canManageWebhooks, type SeatRole } from '../domain/webhook-managers';
import {
  deliveryInFlight,
  deliveryNotFound,
  managersOnly,
  redeliveryExpired,
  tooManyWebhooks,
  urlNotAllowed,
  webhookNotFound,
} from '../domain/webhooks.errors';
import type { StoredDelivery, StoredWebhook } from './ports/webhooks.port';
import { newSigningSecret } from './signature';
import type { WebhooksDeps } from './webhooks-deps';

/** The seat acting, in its institution (ADR 0021: webhooks are the institution's; the owner and managers change them). */
export type WebhookOwner = { id: string; institutionId: string; seatRole: SeatRole; actor: AuditActor };

/** Who may add, delete, redeliver and test: the institution's owner and managers; every seat may read. */
function mustManage(owner: WebhookOwner): void {
  if (!canManageWebhooks(owner.seatRole)) throw managersOnly();
}

/**
 * A new webhook; its signing secret is answered this once. Unless `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE_TARGETS):
 * https, and a host resolving to global unicast addresses only. The limit is counted and kept in one step, so
 * parallel requests cannot pass it together (SECURITY.md).
 */
export async function createWebhook(
  owner: WebhookOwner,
  request: { url: string; events: readonly WebhookEventType[] },
  allowPrivate: boolean,
  deps: Pick<WebhooksDeps, 'webhooks' | 'sender' | 'audit'>,
): Promise<{ webhook: StoredWebhook; secret: string }> {
  mustManage(owner);
  const problem = targetUrlProblem(request.url, allowPrivate) ?? (allowPrivate ? null : await deps.sender.problemWith(request.url));
  if (problem) throw urlNotAllowed(problem);
  const secret = newSigningSecret();
  const webhook = await deps.webhooks.createWithinLimit(
    { institutionId: owner.institutionId, memberId: owner.id, url: request.url, events: [...new Set(request.events)], secret },
    MAX_WEBHOOKS_PER_MEMBER,
  );
  if (!webhook) throw tooManyWebhooks();
  await deps.audit.record({
    actor: owner.actor,
    action: 'webhook.create',
    subject: { kind: 'member', memberId: owner.id },
    detail: { webhookId: webhook.id, host: new URL(webhook.url).host, events: webhook.events },
  });
  return { webhook, secret };
}

/** Deletes the webhook and its delivery log; nothing more is sent to it. */
export async function deleteWebhook(owner: WebhookOwner, id: string, deps: Pick<WebhooksDeps, 'webhooks' | 'audit'>): Promise<void> {
  mustManage(owner);
  if (!(await deps.webhooks.remove(owner.institutionId, id))) throw webhookNotFound();
  await deps.audit.record({ actor: owner.actor, action: 'webhook.delete', subject: { kind: 'member', memberId: owner.id }, detail: { webhookId: id } });
}

/** The latest deliveries of one of the institution's webhooks, newest first (any seat may read them). */
export async function deliveriesOf(institutionId: string, webhookId: string, deps: Pick<WebhooksDeps, 'webhooks' | 'outbox'>): Promise<StoredDelivery[]> {
  if (!(await deps.webhooks.find(institutionId, webhookId))) throw webhookNotFound();
  return deps.outbox.listOf(webhookId, 100);
}

/**
 * Sends a delivery again: back to pending, due now, retried for another 24 hours if it fails; its payload is built
 * and masked when it is sent. A delivery older than the retry window is not sent again (409 REDELIVERY_EXPIRED).
 */
export async function redeliver(
  owner: WebhookOwner,
  webhookId: string,
  deliveryId: string,
  deps: Pick<WebhooksDeps, 'webhooks' | 'outbox' | 'clock'>,
): Promise<StoredDelivery> {
  mustManage(owner);
  if (!(await deps.webhooks.find(owner.institutionId, webhookId))) throw webhookNotFound();
  const delivery = await deps.outbox.find(webhookId, deliveryId);
  if (!delivery) throw deliveryNotFound();
  const now = deps.clock.now();
  if (now.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS) throw redeliveryExpired();
  const requeued = await deps.outbox.requeue(delivery.id, now, new Date(now.getTime() + RETRY_WINDOW_MS));
  if (!requeued) throw deliveryInFlight();
  return requeued;
}
