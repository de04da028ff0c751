import type { Orm } from '@platform/db/orm';
import type { StoredWebhook, WebhookStore } from '@modules/webhooks/application/ports/webhooks.port';
import type { WebhookEventType } from '@modules/webhooks/domain/webhook-events';

type Row = { id: string; member_id: string; url: string; events: string; created_at: Date | string };

const COLUMNS = 'id, member_id, url, events, created_at';

const webhookOf = (row: Row): StoredWebhook => ({
  id: row.id,
  memberId: row.member_id,
  url: row.url,
  events: row.events.split(',').filter(Boolean) as WebhookEventType[],
  createdAt: new Date(row.created_at),
});

/** `events` is a comma-separated list (as API key scopes are): the outbox's insert matches one event with `like`. */
export function createWebhookStore(orm: Orm): WebhookStore {
  const db = () => orm.em.fork();
  return {
    async createWithinLimit(webhook, limit) {
      // one member's creates queue on a transaction-scoped advisory lock: the count each sees includes the others'
      // inserts, so 30 parallel requests keep at most `limit` (a plain count-then-insert let 20 through)
      return db().transactional(async (tx) => {
        await tx.execute(`select pg_advisory_xact_lock(hashtext('webhooks.create'), hashtext(?))`, [webhook.memberId]);
        const [row] = await tx.execute<Row[]>(
          `insert into webhooks (member_id, url, events, secret) select ?, ?, ?, ?
           where (select count(*) from webhooks where member_id = ?) < ? returning ${COLUMNS}`,
          [webhook.memberId, webhook.url, webhook.events.join(','), webhook.secret, webhook.memberId, limit],
        );
        return row ? webhookOf(row) : null;
      });
    },

    async listOf(memberId) {
      const rows = await db().execute<Row[]>(`select ${COLUMNS} from webhooks where member_id = ? order by created_at desc`, [memberId]);
      return rows.map(webhookOf);
    },

    async find(memberId, id) {
      const [row] = await db().execute<Row[]>(`select ${COLUMNS} from webhooks where id = ? and member_id = ?`, [id, memberId]);
      return row ? webhookOf(row) : null;
    },

    async remove(memberId, id) {
      const rows = await db().execute<{ id: string }[]>('delete from webhooks where id = ? and member_id = ? returning id', [id, memberId]);
      return rows.length > 0;
    },
  };
}
