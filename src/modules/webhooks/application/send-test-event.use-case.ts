import { randomUUID } from 'node:crypto';
import { canManageWebhooks } from '../domain/webhook-managers';
import { managersOnly, webhookNotFound } from '../domain/webhooks.errors';
import type { WebhookOwner } from './manage-webhooks.use-case';
import { deliverOne, LEASE_MS } from './deliver-due.use-case';
import type { StoredDelivery } from './ports/webhooks.port';
import type { WebhooksDeps } from './webhooks-deps';

/** What the member is told of a test delivery (the toast): delivered with the answer and latency, or why not. */
export function testOutcomeMessage(delivery: Pick<StoredDelivery, 'status' | 'lastStatusCode' | 'lastError' | 'lastLatencyMs'>): string {
  if (delivery.status === 'delivered') return `Test event delivered: your server answered ${delivery.lastStatusCode} in ${delivery.lastLatencyMs ?? 0} ms.`;
  return `Test event not delivered: ${delivery.lastError ?? 'no answer'}. It is in the delivery log; fix the receiver and press Redeliver.`;
}

/**
 * "Send test event" (docs/product.md, "Integrators"): a signed `webhook.test` delivery to one of the member's webhooks, sent now and
 * recorded in its delivery log like any other. One attempt (no retries: the member is waiting for the answer); it
 * charges nothing and carries no students. 404 WEBHOOKS.NOT_FOUND for a webhook that is not the institution's; 403 WEBHOOKS.MANAGERS_ONLY for a member seat.
 */
export async function sendTestEvent(
  owner: WebhookOwner,
  webhookId: string,
  deps: Pick<WebhooksDeps, 'outbox' | 'sender' | 'students' | 'standing' | 'clock' | 'random'>,
): Promise<{ message: string; delivery: StoredDelivery }> {
  if (!canManageWebhooks(owner.seatRole)) throw managersOnly();
  const now = deps.clock.now();
  const claimed = await deps.outbox.startTest(
    { memberId: owner.id, institutionId: owner.institutionId },
    webhookId,
    randomUUID(),
    now,
    new Date(now.getTime() + LEASE_MS),
  );
  if (!claimed) throw webhookNotFound();
  await deliverOne(claimed, deps, false).catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const attemptedAt = deps.clock.now();
    await deps.outbox.recordAttempt(claimed.id, {
      status: 'failed',
      statusCode: null,
      error: `Not sent: ${message}`.slice(0, 300),
      latencyMs: 0,
      attemptedAt,
      nextAttemptAt: null,
    });
  });
  const delivery = await deps.outbox.find(webhookId, claimed.id);
  if (!delivery) throw webhookNotFound();
  return { message: testOutcomeMessage(delivery), delivery };
}
