import type { Orm } from '@platform/db/orm';
import type { PrivacyRequest, PrivacyRequests } from '@modules/rights/application/ports/requests.port';
import type { RequestKind, RequestStatus } from '@modules/rights/domain/privacy-request';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

const toRequest = (row: Row): PrivacyRequest => ({
  id: String(row.id),
  kind: row.kind as RequestKind,
  studentId: String(row.student_id),
  studentName: String(row.student_name),
  detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : (row.detail ?? {})) as Record<string, string>,
  status: row.status as RequestStatus,
  receivedAt: instant(row.received_at)!,
  dueAt: instant(row.due_at)!,
  handledAt: instant(row.handled_at),
  handledBy: (row.handled_by_label as string | null) ?? null,
  reply: (row.reply as string | null) ?? null,
});

/** Open first (the most overdue on top), then the answered ones, newest answer first. */
const QUEUE_ORDER = `order by (status = 'open') desc, case when status = 'open' then due_at end asc, handled_at desc nulls last, id`;

export function createPrivacyRequests(orm: Orm): PrivacyRequests {
  const execute = (sql: string, params: unknown[] = []) => orm.em.fork().execute<Row[]>(sql, params);
  return {
    async create(request) {
      const [row] = await execute(
        `insert into privacy_requests (kind, student_id, student_name, detail, received_at, due_at, status, handled_at, handled_by_label)
         values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?) returning *`,
        [
          request.kind,
          request.studentId,
          request.studentName,
          JSON.stringify(request.detail),
          request.receivedAt,
          request.dueAt,
          request.handled ? 'handled' : 'open',
          request.handled?.at ?? null,
          request.handled?.by ?? null,
        ],
      );
      return toRequest(row!);
    },
    async createUnlessOpen(request, isDuplicate) {
      return orm.em.fork().transactional(async (tx) => {
        // one filing per record and kind at a time: the check and the insert cannot interleave with another's
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`rights.request|${request.studentId}|${request.kind}`]);
        const open = await tx.execute<Row[]>(`select * from privacy_requests where student_id = ? and kind = ? and status = 'open'`, [
          request.studentId,
          request.kind,
        ]);
        const duplicate = isDuplicate(open.map(toRequest));
        if (duplicate) return { open: duplicate };
        const [row] = await tx.execute<Row[]>(
          `insert into privacy_requests (kind, student_id, student_name, detail, received_at, due_at) values (?, ?, ?, ?::jsonb, ?, ?) returning *`,
          [request.kind, request.studentId, request.studentName, JSON.stringify(request.detail), request.receivedAt, request.dueAt],
        );
        return { created: toRequest(row!) };
      });
    },
    async find(id) {
      const [row] = await execute('select * from privacy_requests where id = ?', [id]);
      return row ? toRequest(row) : null;
    },
    async ofStudents(studentIds) {
      if (studentIds.length === 0) return [];
      const rows = await execute('select * from privacy_requests where student_id = any(?::uuid[]) order by received_at desc, id', [sqlArray(studentIds)]);
      return rows.map(toRequest);
    },
    async list({ status, limit }) {
      const rows = await execute(
        `select * from privacy_requests ${status ? 'where status = ?' : ''} ${QUEUE_ORDER} limit ?`,
        status ? [status, limit] : [limit],
      );
      return rows.map(toRequest);
    },
    async resolve(id, resolution) {
      const [row] = await execute(
        `update privacy_requests set status = ?, handled_at = ?, handled_by_id = ?, handled_by_label = ?, reply = ?
         where id = ? and status = 'open' returning *`,
        [resolution.status, resolution.at, resolution.byId, resolution.byLabel, resolution.reply, id],
      );
      return row ? toRequest(row) : null;
    },
    async forgetStudent(studentId) {
      await execute(`update privacy_requests set student_name = 'Erased record', detail = '{}'::jsonb where student_id = ?`, [studentId]);
    },
    async counts(now) {
      const [row] = await execute(
        `select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'open' and due_at < ?)::int as overdue from privacy_requests`,
        [now],
      );
      return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
    },
  };
}
