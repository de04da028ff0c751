/** What a member may subscribe a webhook to (ADR 0015). */
export const WEBHOOK_EVENTS = ['student.unlocked', 'collection.exported', 'saved_search.matched'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * "Send test event" (docs/product.md, "Integrators"): sent to one webhook on the member's request, whatever events it subscribes to;
 * never subscribed to, never charged, no students. Deliveries carry it or one of WEBHOOK_EVENTS.
 */
export const TEST_EVENT = 'webhook.test';
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, TEST_EVENT] as const;
export type DeliveryEventType = (typeof DELIVERY_EVENTS)[number];

/**
 * What the outbox keeps of an event: ids and counts only. The students' fields are read and masked when the delivery
 * is sent, as the API would answer the member then (a consent withdrawn, a record erased or a membership lapsed
 * meanwhile is honoured). `isPremium`: the membership when the event happened, kept for the record only: it never
 * decides what a delivery shows (ADR 0015: a downgraded member redelivering an old event got contacts in full).
 */
export type WebhookEventData = {
  studentIds: string[];
  isPremium: boolean;
  collectionId?: string | null;
  savedSearchId?: string;
  savedSearchName?: string;
};

/**
 * ADR 0021: webhooks are the institution's. `institutionId`: whose webhooks receive the event; `memberId`: the seat whose
 * act it is (its delivery shows the students as that seat may see them when it is sent).
 */
export type WebhookEvent = { memberId: string; institutionId: string; type: WebhookEventType; data: WebhookEventData };

/** Per institution (ADR 0021): a team shares its ten. */
export const MAX_WEBHOOKS_PER_MEMBER = 10;
