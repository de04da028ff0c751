import { randomUUID } from 'node:crypto';
import type { Transaction } from '@platform/kernel/transaction';
import type { WebhookEvent } from '../domain/webhook-events';
import { RETRY_WINDOW_MS } from '../domain/retry-schedule';
import type { WebhookEventPorts } from '../contracts';
import type { WebhooksDeps } from './webhooks-deps';

/**
 * Writes the event to the outbox: one pending delivery per webhook of the institution subscribed to it, in `tx` (the
 * event's own transaction, so a rolled-back unlock sends nothing and a committed one is never lost), or in a
 * transaction of its own when there is none. A member without webhooks costs one insert that inserts nothing.
 */
export async function recordEvent(tx: Transaction | null, event: WebhookEvent, deps: Pick<WebhooksDeps, 'outbox' | 'clock' | 'transaction'>): Promise<number> {
  if (event.data.studentIds.length === 0 && event.type === 'student.unlocked') return 0;
  const now = deps.clock.now();
  const giveUpAt = new Date(now.getTime() + RETRY_WINDOW_MS);
  const enqueue = (within: Transaction) => deps.outbox.enqueueWithin(within, { ...event, eventId: randomUUID() }, now, giveUpAt);
  return tx ? enqueue(tx) : deps.transaction(enqueue);
}

const studentsOf = (event: { studentIds: readonly string[]; isPremium: boolean }) => ({ studentIds: [...event.studentIds], isPremium: event.isPremium });

/** The outbox as other modules write to it: each event named for what happened (ADR 0015's event types). */
export function webhookEvents(deps: Pick<WebhooksDeps, 'outbox' | 'clock' | 'transaction'>): WebhookEventPorts {
  return {
    unlocked: (tx, unlock) =>
      recordEvent(tx, { memberId: unlock.memberId, institutionId: unlock.institutionId, type: 'student.unlocked', data: studentsOf(unlock) }, deps),
    exported: (tx, exported) =>
      recordEvent(
        tx,
        {
          memberId: exported.memberId,
          institutionId: exported.institutionId,
          type: 'collection.exported',
          data: { ...studentsOf(exported), collectionId: exported.collectionId },
        },
        deps,
      ),
    recordEvent: (tx, event) => recordEvent(tx, event, deps),
    recordSavedSearchMatch: (tx, match) =>
      recordEvent(
        tx,
        {
          memberId: match.memberId,
          institutionId: match.institutionId,
          type: 'saved_search.matched',
          data: { ...studentsOf(match), savedSearchId: match.savedSearchId, savedSearchName: match.savedSearchName },
        },
        deps,
      ),
  };
}
