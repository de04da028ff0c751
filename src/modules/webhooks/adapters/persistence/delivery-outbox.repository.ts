import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ClaimedDelivery, DeliveryOutbox, DeliveryStatus, StoredDelivery } from '@modules/webhooks/application/ports/webhooks.port';
import { TEST_EVENT, type DeliveryEventType, type WebhookEventData } from '@modules/webhooks/domain/webhook-events';

type Stamp = Date | string;
/** A `webhook_deliveries` row as the driver answers it. */
type Row = {
  id: string;
  webhook_id: string;
  event_type: string;
  event_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Stamp;
  last_status_code: number | null;
  last_error: string | null;
  last_latency_ms: number | null;
  last_attempt_at: Stamp | null;
  delivered_at: Stamp | null;
  created_at: Stamp;
};
type ClaimRow = Row & { member_id: string; url: string; secret: string; event_data: WebhookEventData | string; give_up_at: Stamp };

const COLUMNS = raw(
  'd.id, d.webhook_id, d.event_type, d.event_id, d.status, d.attempts, d.next_attempt_at, d.last_status_code, d.last_error, d.last_latency_ms, d.last_attempt_at, d.delivered_at, d.created_at',
);
const date = (value: Stamp | null) => (value ? new Date(value) : null);

const deliveryOf = (row: Row): StoredDelivery => ({
  id: row.id,
  webhookId: row.webhook_id,
  eventType: row.event_type as DeliveryEventType,
  eventId: row.event_id,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at),
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  lastLatencyMs: row.last_latency_ms,
  lastAttemptAt: date(row.last_attempt_at),
  deliveredAt: date(row.delivered_at),
  createdAt: new Date(row.created_at),
});

const claimedOf = (row: ClaimRow): ClaimedDelivery => ({
  id: row.id,
  memberId: row.member_id,
  url: row.url,
  secret: row.secret,
  eventType: row.event_type as DeliveryEventType,
  eventId: row.event_id,
  eventData: typeof row.event_data === 'string' ? (JSON.parse(row.event_data) as WebhookEventData) : row.event_data,
  attempts: row.attempts,
  giveUpAt: new Date(row.give_up_at),
  createdAt: new Date(row.created_at),
});

/** The outbox of deliveries (webhook_deliveries); raw SQL, the claim needs `for update skip locked`. */
export function createDeliveryOutbox(orm: Orm): DeliveryOutbox {
  const db = () => sessionOf(orm);
  return {
    async enqueueWithin(tx, event, now, giveUpAt) {
      return sql`insert into webhook_deliveries (webhook_id, member_id, event_type, event_id, event_data, next_attempt_at, give_up_at, created_at)
         select w.id, ${event.memberId}::uuid, ${event.type}::text, ${event.eventId}::uuid, ${JSON.stringify(event.data)}::jsonb, ${now}::timestamptz,
           ${giveUpAt}::timestamptz, ${now}::timestamptz
         from webhooks w where w.institution_id = ${event.institutionId} and (',' || w.events || ',') like ${`%,${event.type},%`}`.run(entityManagerOf(tx));
    },

    async listOf(webhookId, limit) {
      const rows = await sql`select ${COLUMNS} from webhook_deliveries d where d.webhook_id = ${webhookId} order by d.created_at desc, d.id
        limit ${limit}`.rows<Row>(db());
      return rows.map(deliveryOf);
    },

    async find(webhookId, deliveryId) {
      const row = await sql`select ${COLUMNS} from webhook_deliveries d where d.id = ${deliveryId} and d.webhook_id = ${webhookId}`.first<Row>(db());
      return row ? deliveryOf(row) : null;
    },

    async requeue(deliveryId, now, giveUpAt) {
      const row = await sql`update webhook_deliveries d set status = 'pending', next_attempt_at = ${now}, give_up_at = ${giveUpAt}, locked_until = null
         where d.id = ${deliveryId} and (d.status <> 'sending' or d.locked_until <= ${now}) returning ${COLUMNS}`.first<Row>(db());
      return row ? deliveryOf(row) : null;
    },

    async claimDue(now, leaseUntil, limit) {
      // one statement, its own transaction: the rows are locked while chosen (skip locked leaves those another copy
      // is choosing), then leased: status 'sending' until leaseUntil, so no copy claims them again meanwhile
      const rows = await sql`with due as (
           select id from webhook_deliveries
           where (status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and locked_until <= ${now})
           order by next_attempt_at limit ${limit} for update skip locked
         )
         update webhook_deliveries d set status = 'sending', locked_until = ${leaseUntil}, attempts = d.attempts + 1
         from due, webhooks w where d.id = due.id and w.id = d.webhook_id
         returning ${COLUMNS}, d.member_id, d.event_data, d.give_up_at, w.url, w.secret`.rows<ClaimRow>(db());
      return rows.map(claimedOf);
    },

    async startTest(seat, webhookId, eventId, now, leaseUntil) {
      const row = await sql`with d as (
           insert into webhook_deliveries (webhook_id, member_id, event_type, event_id, event_data, status, attempts, locked_until, next_attempt_at, give_up_at, created_at)
           select w.id, ${seat.memberId}::uuid, ${TEST_EVENT}::text, ${eventId}::uuid, ${JSON.stringify({ studentIds: [], isPremium: false })}::jsonb, 'sending', 1,
             ${leaseUntil}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
           from webhooks w where w.id = ${webhookId} and w.institution_id = ${seat.institutionId} and w.deleted_at is null
           returning *
         )
         select ${COLUMNS}, d.member_id, d.event_data, d.give_up_at, w.url, w.secret from d join webhooks w on w.id = d.webhook_id`.first<ClaimRow>(db());
      return row ? claimedOf(row) : null;
    },

    async recordAttempt(deliveryId, outcome) {
      await sql`update webhook_deliveries set status = ${outcome.status}, last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
           last_latency_ms = ${Math.round(outcome.latencyMs)}, last_attempt_at = ${outcome.attemptedAt},
           next_attempt_at = coalesce(${outcome.nextAttemptAt}, next_attempt_at), delivered_at = ${outcome.status === 'delivered' ? outcome.attemptedAt : null},
           locked_until = null
         where id = ${deliveryId} and status = 'sending'`.run(db());
    },
  };
}
