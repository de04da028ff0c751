import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { StoredReport, StudentReports } from '@modules/reports/application/ports/student-reports.port';
import type { ReportedField, ReportReason, ReportStatus } from '@modules/reports/domain/report';

type Row = {
  id: string;
  member_id: string;
  student_id: string;
  reason: string;
  field: string | null;
  fingerprint: string;
  status: string;
  refunded_credits: number;
  reviewed_at: Date | string | null;
  created_at: Date | string;
};

const COLUMNS = 'id, member_id, student_id, reason, field, fingerprint, status, refunded_credits, reviewed_at, created_at';

const reportOf = (row: Row): StoredReport => ({
  id: row.id,
  memberId: row.member_id,
  studentId: row.student_id,
  reason: row.reason as ReportReason,
  field: (row.field ?? 'record') as ReportedField,
  fingerprint: row.fingerprint,
  status: row.status as ReportStatus,
  refundedCredits: Number(row.refunded_credits),
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
  createdAt: new Date(row.created_at),
});

export function createStudentReportsRepository(orm: Orm): StudentReports {
  const read = () => orm.em.fork();
  return {
    async add(tx, report) {
      const rows = await entityManagerOf(tx).execute<Row[]>(
        `insert into student_reports (member_id, student_id, reason, field, fingerprint) values (?, ?, ?, ?, ?)
         on conflict (member_id, student_id, reason) do nothing returning ${COLUMNS}`,
        [report.memberId, report.studentId, report.reason, report.field === 'record' ? null : report.field, report.fingerprint],
      );
      return rows[0] ? reportOf(rows[0]) : null;
    },

    async lock(tx, id) {
      const rows = await entityManagerOf(tx).execute<Row[]>(`select ${COLUMNS} from student_reports where id = ? for update`, [id]);
      return rows[0] ? reportOf(rows[0]) : null;
    },

    async decide(tx, id, decision) {
      const rows = await entityManagerOf(tx).execute<Row[]>(
        `update student_reports set status = ?, reviewed_by = ?, reviewed_at = now(), refunded_credits = ? where id = ? returning ${COLUMNS}`,
        [decision.status, decision.adminId, decision.refundedCredits, id],
      );
      return reportOf(rows[0]!);
    },

    async queue(status, limit, offset) {
      const em = read();
      const rows = await em.execute<Row[]>(`select ${COLUMNS} from student_reports where status = ? order by created_at, id limit ? offset ?`, [
        status,
        limit,
        offset,
      ]);
      const counted = await em.execute<{ n: number }[]>('select count(*)::int as n from student_reports where status = ?', [status]);
      return { reports: rows.map(reportOf), total: Number(counted[0]?.n ?? 0) };
    },

    async openOn(studentIds) {
      if (studentIds.length === 0) return [];
      const rows = await read().execute<Row[]>(
        `select ${COLUMNS} from student_reports where student_id in (${studentIds.map(() => '?').join(', ')}) and status <> 'rejected'`,
        [...studentIds],
      );
      return rows.map(reportOf);
    },
  };
}
