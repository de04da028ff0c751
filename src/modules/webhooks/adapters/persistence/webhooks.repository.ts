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
      // one member's creates queue on a transaction-scoped advisory lock: the count each sees includes the others'
      // inserts, so 30 parallel requests keep at most `limit` (a plain count-then-insert let 20 through)
      return db().transactional(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext('webhooks.create'), hashtext(${webhook.memberId}))`.run(tx);
        const row = await sql`insert into webhooks (member_id, url, events, secret)
          select ${webhook.memberId}, ${webhook.url}, ${webhook.events.join(',')}, ${webhook.secret}
          where (select count(*) from webhooks where member_id = ${webhook.memberId}) < ${limit} returning ${COLUMNS}`.first<Row>(tx);
        return row ? webhookOf(row) : null;
      });
    },

    async listOf(memberId) {
      const rows = await sql`select ${COLUMNS} from webhooks where member_id = ${memberId} order by created_at desc`.rows<Row>(db());
      return rows.map(webhookOf);
    },

    async find(memberId, id) {
      const row = await sql`select ${COLUMNS} from webhooks where id = ${id} and member_id = ${memberId}`.first<Row>(db());
      return row ? webhookOf(row) : null;
    },

    async remove(memberId, id) {
      return (await sql`delete from webhooks where id = ${id} and member_id = ${memberId}`.run(db())) > 0;
    },
  };
}
