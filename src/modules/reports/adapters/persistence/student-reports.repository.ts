import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { StoredReport, StudentReports } from '@modules/reports/application/ports/student-reports.port';
import type { ReportedField, ReportReason, ReportStatus } from '@modules/reports/domain/report';

/** A `student_reports` row as the driver answers it. */
type Row = {
  id: string;
  member_id: string;
  institution_id: string | null;
  student_id: string;
  reason: string;
  field: string | null;
  fingerprint: string;
  status: string;
  refunded_credits: number;
  reviewed_at: Date | string | null;
  created_at: Date | string;
};

const COLUMNS = raw('id, member_id, institution_id, student_id, reason, field, fingerprint, status, refunded_credits, reviewed_at, created_at');

const reportOf = (row: Row): StoredReport => ({
  id: row.id,
  memberId: row.member_id,
  institutionId: row.institution_id,
  studentId: row.student_id,
  reason: row.reason as ReportReason,
  field: (row.field ?? 'record') as ReportedField,
  fingerprint: row.fingerprint,
  status: row.status as ReportStatus,
  refundedCredits: row.refunded_credits,
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
  createdAt: new Date(row.created_at),
});

export function createStudentReportsRepository(orm: Orm): StudentReports {
  const read = () => sessionOf(orm);
  return {
    async add(tx, report) {
      const row = await sql`insert into student_reports (member_id, institution_id, student_id, reason, field, fingerprint)
        values (${report.memberId}, ${report.institutionId ?? null}, ${report.studentId}, ${report.reason}, ${report.field === 'record' ? null : report.field}, ${report.fingerprint})
        on conflict (member_id, student_id, reason) do nothing returning ${COLUMNS}`.first<Row>(entityManagerOf(tx));
      return row ? reportOf(row) : null;
    },

    async lock(tx, id) {
      const row = await sql`select ${COLUMNS} from student_reports where id = ${id} for update`.first<Row>(entityManagerOf(tx));
      return row ? reportOf(row) : null;
    },

    async decide(tx, id, decision) {
      const row = await sql`update student_reports set status = ${decision.status}, reviewed_by = ${decision.adminId}, reviewed_at = now(),
        refunded_credits = ${decision.refundedCredits} where id = ${id} returning ${COLUMNS}`.first<Row>(entityManagerOf(tx));
      return reportOf(row!);
    },

    async queue(status, limit, offset) {
      const em = read();
      const rows = await sql`select ${COLUMNS} from student_reports where status = ${status} order by created_at, id
        limit ${limit} offset ${offset}`.rows<Row>(em);
      const counted = await sql`select count(*)::int as n from student_reports where status = ${status}`.first<{ n: number }>(em);
      return { reports: rows.map(reportOf), total: counted?.n ?? 0 };
    },

    async openOn(studentIds, tx) {
      if (studentIds.length === 0) return [];
      const rows = await sql`select ${COLUMNS} from student_reports where student_id = any(${studentIds}::uuid[]) and status <> 'rejected'`.rows<Row>(
        tx ? entityManagerOf(tx) : read(),
      );
      return rows.map(reportOf);
    },
  };
}
