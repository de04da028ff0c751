import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import type { PrivacyRequest, PrivacyRequests } from '@modules/rights/application/ports/requests.port';
import type { RequestKind, RequestStatus } from '@modules/rights/domain/privacy-request';

/** A `privacy_requests` row as the driver answers it (jsonb arrives parsed). */
type RequestRow = {
  id: string;
  kind: RequestKind;
  student_id: string;
  student_name: string;
  detail: Record<string, string> | null;
  status: RequestStatus;
  received_at: Date;
  due_at: Date;
  handled_at: Date | null;
  handled_by_label: string | null;
  reply: string | null;
};

const COLUMNS = raw('id, kind, student_id, student_name, detail, status, received_at, due_at, handled_at, handled_by_label, reply');

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toRequest = (row: RequestRow): PrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  studentId: row.student_id,
  studentName: row.student_name,
  detail: row.detail ?? {},
  status: row.status,
  receivedAt: instant(row.received_at)!,
  dueAt: instant(row.due_at)!,
  handledAt: instant(row.handled_at),
  handledBy: row.handled_by_label,
  reply: row.reply,
});

/** Open first (the most overdue on top), then the answered ones, newest answer first. */
const QUEUE_ORDER = raw(`order by (status = 'open') desc, case when status = 'open' then due_at end asc, handled_at desc nulls last, id`);

export function createPrivacyRequests(orm: Orm): PrivacyRequests {
  const db = () => sessionOf(orm);
  return {
    async create(request) {
      const row = await sql`insert into privacy_requests (kind, student_id, student_name, detail, received_at, due_at, status, handled_at, handled_by_label)
         values (${request.kind}, ${request.studentId}, ${request.studentName}, ${JSON.stringify(request.detail)}::jsonb, ${request.receivedAt},
           ${request.dueAt}, ${request.handled ? 'handled' : 'open'}, ${request.handled?.at ?? null}, ${request.handled?.by ?? null})
         returning ${COLUMNS}`.first<RequestRow>(db());
      return toRequest(row!);
    },
    async createUnlessOpen(request, isDuplicate) {
      return db().transactional(async (tx) => {
        // one filing per record and kind at a time: the check and the insert cannot interleave with another's
        await sql`select pg_advisory_xact_lock(hashtext(${`rights.request|${request.studentId}|${request.kind}`}))`.run(tx);
        const open = await sql`select ${COLUMNS} from privacy_requests
          where student_id = ${request.studentId} and kind = ${request.kind} and status = 'open'`.rows<RequestRow>(tx);
        const duplicate = isDuplicate(open.map(toRequest));
        if (duplicate) return { open: duplicate };
        const row = await sql`insert into privacy_requests (kind, student_id, student_name, detail, received_at, due_at)
          values (${request.kind}, ${request.studentId}, ${request.studentName}, ${JSON.stringify(request.detail)}::jsonb, ${request.receivedAt}, ${request.dueAt})
          returning ${COLUMNS}`.first<RequestRow>(tx);
        return { created: toRequest(row!) };
      });
    },
    async find(id) {
      const row = await sql`select ${COLUMNS} from privacy_requests where id = ${id}`.first<RequestRow>(db());
      return row ? toRequest(row) : null;
    },
    async ofStudents(studentIds) {
      if (studentIds.length === 0) return [];
      const rows = await sql`select ${COLUMNS} from privacy_requests where student_id = any(${studentIds}::uuid[])
        order by received_at desc, id`.rows<RequestRow>(db());
      return rows.map(toRequest);
    },
    async list({ status, limit }) {
      const rows = await sql`select ${COLUMNS} from privacy_requests ${status ? sql`where status = ${status}` : empty} ${QUEUE_ORDER}
        limit ${limit}`.rows<RequestRow>(db());
      return rows.map(toRequest);
    },
    async resolve(id, resolution) {
      const row = await sql`update privacy_requests set status = ${resolution.status}, handled_at = ${resolution.at}, handled_by_id = ${resolution.byId},
          handled_by_label = ${resolution.byLabel}, reply = ${resolution.reply}
         where id = ${id} and status = 'open' returning ${COLUMNS}`.first<RequestRow>(db());
      return row ? toRequest(row) : null;
    },
    async forgetStudent(studentId) {
      await sql`update privacy_requests set student_name = 'Erased record', detail = '{}'::jsonb where student_id = ${studentId}`.run(db());
    },
    async counts(now) {
      const row = await sql`select count(*) filter (where status = 'open')::int as open,
        count(*) filter (where status = 'open' and due_at < ${now})::int as overdue from privacy_requests`.first<{ open: number; overdue: number }>(db());
      return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
    },
  };
}
