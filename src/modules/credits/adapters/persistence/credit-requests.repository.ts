import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import type { CreditRequests } from '@modules/credits/application/ports/credit-requests.port';
import type { CreditRequest } from '@modules/credits/domain/credit-requests';

/** A `credit_requests` row as the driver answers it. */
type Row = {
  id: string;
  member_id: string;
  credits_wanted: number | null;
  message: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
};

const COLUMNS = raw('id, member_id, credits_wanted, message, created_at, resolved_at');
const toRequest = (row: Row): CreditRequest => ({
  id: row.id,
  memberId: row.member_id,
  creditsWanted: row.credits_wanted,
  message: row.message,
  createdAt: new Date(row.created_at),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at) : null,
});

export function createCreditRequestsRepository(orm: Orm): CreditRequests {
  const db = () => sessionOf(orm);
  return {
    async openOf(memberId) {
      const row = await sql`select ${COLUMNS} from credit_requests where member_id = ${memberId} and resolved_at is null`.first<Row>(db());
      return row ? toRequest(row) : null;
    },
    async open(memberId, request) {
      // the partial unique index keeps one open request per member, even for two clicks at once
      const row = await sql`insert into credit_requests (member_id, credits_wanted, message) values (${memberId}, ${request.creditsWanted}, ${request.message})
         on conflict (member_id) where resolved_at is null do nothing
         returning ${COLUMNS}`.first<Row>(db());
      return row ? toRequest(row) : null;
    },
    async listOpen(limit) {
      const rows = await sql`select ${COLUMNS} from credit_requests where resolved_at is null order by created_at asc limit ${limit}`.rows<Row>(db());
      return rows.map(toRequest);
    },
    async resolve(id, adminId) {
      return (await sql`update credit_requests set resolved_at = now(), resolved_by = ${adminId} where id = ${id} and resolved_at is null`.run(db())) > 0;
    },
  };
}
