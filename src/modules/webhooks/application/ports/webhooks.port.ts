import type { Transaction } from '@platform/kernel/transaction';
import type { DeliveryEventType, WebhookEventData, WebhookEventType } from '../../domain/webhook-events';

export type StoredWebhook = { id: string; memberId: string; url: string; events: WebhookEventType[]; createdAt: Date };

export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export type StoredDelivery = {
  id: string;
  webhookId: string;
  eventType: DeliveryEventType;
  eventId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  lastLatencyMs: number | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
};

/** A delivery one server copy has claimed (leased) to send now, with what it needs to sign and send it. */
export type ClaimedDelivery = {
  id: string;
  memberId: string;
  url: string;
  secret: string;
  eventType: DeliveryEventType;
  eventId: string;
  eventData: WebhookEventData;
  /** counting this one */
  attempts: number;
  giveUpAt: Date;
  createdAt: Date;
};

export type AttemptOutcome = {
  status: 'delivered' | 'pending' | 'failed';
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  attemptedAt: Date;
  nextAttemptAt: Date | null;
};

export interface WebhookStore {
  /** Inserts the webhook unless the member already has `limit`: null then. Counted and inserted atomically. */
  createWithinLimit(
    webhook: { institutionId: string; memberId: string; url: string; events: readonly WebhookEventType[]; secret: string },
    limit: number,
  ): Promise<StoredWebhook | null>;
  /** The institution's webhooks, newest first. */
  listOf(institutionId: string): Promise<StoredWebhook[]>;
  find(institutionId: string, id: string): Promise<StoredWebhook | null>;
  /** Deletes the webhook and its deliveries; false when the institution has no such webhook. */
  remove(institutionId: string, id: string): Promise<boolean>;
}

export interface DeliveryOutbox {
  /** One pending delivery per webhook of the institution subscribed to the event, inside the event's transaction. */
  enqueueWithin(
    tx: Transaction,
    event: { memberId: string; institutionId: string; type: WebhookEventType; eventId: string; data: WebhookEventData },
    now: Date,
    giveUpAt: Date,
  ): Promise<number>;
  listOf(webhookId: string, limit: number): Promise<StoredDelivery[]>;
  find(webhookId: string, deliveryId: string): Promise<StoredDelivery | null>;
  /** Back to pending, due now, with a fresh 24-hour window (a redelivery). */
  requeue(deliveryId: string, now: Date, giveUpAt: Date): Promise<StoredDelivery | null>;
  /**
   * Claims due deliveries (pending and due, or sending with an expired lease) with `for update skip locked`, so two
   * server copies never claim the same row, and leases them until `leaseUntil` (counting the attempt).
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]>;
  /**
   * A test delivery (TEST_EVENT) to this webhook of the member's, inserted already claimed (status 'sending', leased
   * until `leaseUntil`, its one attempt counted) so that the caller sends it at once and no worker takes it; null when
   * the member has no such webhook.
   */
  startTest(
    seat: { memberId: string; institutionId: string },
    webhookId: string,
    eventId: string,
    now: Date,
    leaseUntil: Date,
  ): Promise<ClaimedDelivery | null>;
  recordAttempt(deliveryId: string, outcome: AttemptOutcome): Promise<void>;
}
