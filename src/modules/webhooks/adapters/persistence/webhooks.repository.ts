import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import type { StoredWebhook, WebhookStore } from '@modules/webhooks/application/ports/webhooks.port';
import type { WebhookEventType } from '@modules/webhooks/domain/webhook-events';

/** A `webhooks` row as the driver answers it (the secret is read only by the outbox's claim). */
type Row = { id: string; member_id: string; url: string; events: string; created_at: Date | string };

const COLUMNS = raw('id, member_id, url, events, created_at');

const webhookOf = (row: Row): StoredWebhook => ({
  id: row.id,
  memberId: row.member_id,
  url: row.url,
  events: row.events.split(',').filter(Boolean) as WebhookEventType[],
  createdAt: new Date(row.created_at),
});

/** `events` is a comma-separated list (as API key scopes are): the outbox's insert matches one event with `like`. */
export function createWebhookStore(orm: Orm): WebhookStore {
  const db = () => sessionOf(orm);
  return {
    async createWithinLimit(webhook, limit) {
      // one institution's creates queue on a transaction-scoped advisory lock: the count each sees includes the others'
      // inserts, so 30 parallel requests keep at most `limit` (a plain count-then-insert let 20 through)
      return db().transactional(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext('webhooks.create'), hashtext(${webhook.institutionId}))`.run(tx);
        const row = await sql`insert into webhooks (institution_id, member_id, url, events, secret)
          select ${webhook.institutionId}, ${webhook.memberId}, ${webhook.url}, ${webhook.events.join(',')}, ${webhook.secret}
          where (select count(*) from webhooks where institution_id = ${webhook.institutionId}) < ${limit} returning ${COLUMNS}`.first<Row>(tx);
        return row ? webhookOf(row) : null;
      });
    },

    async listOf(institutionId) {
      const rows = await sql`select ${COLUMNS} from webhooks where institution_id = ${institutionId} order by created_at desc`.rows<Row>(db());
      return rows.map(webhookOf);
    },

    async find(institutionId, id) {
      const row = await sql`select ${COLUMNS} from webhooks where id = ${id} and institution_id = ${institutionId}`.first<Row>(db());
      return row ? webhookOf(row) : null;
    },

    async remove(institutionId, id) {
      return (await sql`delete from webhooks where id = ${id} and institution_id = ${institutionId}`.run(db())) > 0;
    },
  };
}
