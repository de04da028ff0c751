import type { Orm } from '@platform/db/orm';
import type { CreditRequests } from '@modules/credits/application/ports/credit-requests.port';
import type { CreditRequest } from '@modules/credits/domain/credit-requests';

type Row = {
  id: string;
  member_id: string;
  credits_wanted: number | null;
  message: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
};

const COLUMNS = 'id, member_id, credits_wanted, message, created_at, resolved_at';
const toRequest = (row: Row): CreditRequest => ({
  id: row.id,
  memberId: row.member_id,
  creditsWanted: row.credits_wanted,
  message: row.message,
  createdAt: new Date(row.created_at),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at) : null,
});

export function createCreditRequestsRepository(orm: Orm): CreditRequests {
  const execute = <T>(sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<T>;
  return {
    async openOf(memberId) {
      const [row] = await execute<Row[]>(`select ${COLUMNS} from credit_requests where member_id = ? and resolved_at is null`, [memberId]);
      return row ? toRequest(row) : null;
    },
    async open(memberId, request) {
      // the partial unique index keeps one open request per member, even for two clicks at once
      const [row] = await execute<Row[]>(
        `insert into credit_requests (member_id, credits_wanted, message) values (?, ?, ?)
         on conflict (member_id) where resolved_at is null do nothing
         returning ${COLUMNS}`,
        [memberId, request.creditsWanted, request.message],
      );
      return row ? toRequest(row) : null;
    },
    async listOpen(limit) {
      const rows = await execute<Row[]>(`select ${COLUMNS} from credit_requests where resolved_at is null order by created_at asc limit ?`, [limit]);
      return rows.map(toRequest);
    },
    async resolve(id, adminId) {
      const rows = await execute<{ id: string }[]>(
        'update credit_requests set resolved_at = now(), resolved_by = ? where id = ? and resolved_at is null returning id',
        [adminId, id],
      );
      return rows.length > 0;
    },
  };
}
