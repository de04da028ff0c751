import type { Transaction } from '@platform/kernel/transaction';
import type { WebhookEvent } from './domain/webhook-events';

export type { WebhookEvent, WebhookEventData, WebhookEventType } from './domain/webhook-events';
export { WEBHOOK_EVENTS } from './domain/webhook-events';

/**
 * What the webhooks module offers other modules: writing events to its outbox. Pass the transaction the event's own
 * writes use (the unlock's or the export's chargedTransaction), so the delivery commits or rolls back with them; null
 * opens a transaction of its own (an event with nothing else to write, e.g. a premium member's unlock).
 */
export type WebhookEvents = {
  /** One pending delivery per webhook of `memberId` subscribed to `type`; resolves to how many. */
  recordEvent(tx: Transaction | null, event: WebhookEvent): Promise<number>;
  /**
   * For the saved-searches feature: new students matched a member's saved search. `studentIds` are the new matches
   * only; the payload shows them as the member may see them when it is sent (masked as the API masks them).
   */
  recordSavedSearchMatch(
    tx: Transaction | null,
    match: { memberId: string; institutionId: string; isPremium: boolean; savedSearchId: string; savedSearchName: string; studentIds: readonly string[] },
  ): Promise<number>;
};

/** Who did what, as leads (an unlock) and collections (an export) tell it through their own ports. */
type Happened = { memberId: string; institutionId: string; isPremium: boolean; studentIds: readonly string[] };

/** The outbox as the composition root hands it to leads (`UnlockEvents`) and collections (`ExportEvents`). */
export type WebhookEventPorts = WebhookEvents & {
  unlocked(tx: Transaction | null, unlock: Happened): Promise<number>;
  exported(tx: Transaction, exported: Happened & { collectionId: string | null }): Promise<number>;
};

export type WebhooksApi = WebhookEvents;

export type { WebhookSender, SendResult } from './application/ports/webhook-sender.port';
