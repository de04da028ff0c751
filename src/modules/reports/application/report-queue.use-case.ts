import type { ReportReason, ReportedField, ReportStatus } from '../domain/report';
import { fingerprintOf } from './fingerprint';
import type { StoredReport } from './ports/student-reports.port';
import type { ReportsDeps } from './reports-deps';

/** A report as an admin reviews it: with the student's name and the reported field as it is now (admins see it in full). */
export type QueuedReport = {
  id: string;
  studentId: string;
  studentName: string | null;
  memberId: string;
  reason: ReportReason;
  field: ReportedField;
  /** the field's value now (null for the whole record, or an erased student) */
  currentValue: string | null;
  /** the field no longer holds the value reported (an admin corrected it since) */
  corrected: boolean;
  status: ReportStatus;
  refundedCredits: number;
  createdAt: string;
  reviewedAt: string | null;
};

/** Oldest first: one page of the reports with this status, and how many there are. */
export async function reportQueue(
  query: { status: ReportStatus; page: number; limit: number },
  deps: Pick<ReportsDeps, 'reports' | 'students'>,
): Promise<{ reports: QueuedReport[]; total: number }> {
  const { reports, total } = await deps.reports.queue(query.status, query.limit, (query.page - 1) * query.limit);
  return { total, reports: await presentReports(reports, deps) };
}

/** Reports as admins review them. */
export async function presentReports(reports: readonly StoredReport[], deps: Pick<ReportsDeps, 'students'>): Promise<QueuedReport[]> {
  const students = new Map((await deps.students.findStudentsByIds([...new Set(reports.map((r) => r.studentId))])).map((s) => [s.id, s]));
  return reports.map((report) => {
    const student = students.get(report.studentId);
    return {
      id: report.id,
      studentId: report.studentId,
      studentName: student?.studentName ?? null,
      memberId: report.memberId,
      reason: report.reason,
      field: report.field,
      currentValue: student && report.field !== 'record' ? (student[report.field] ?? null) : null,
      corrected: student ? fingerprintOf(student, report.field) !== report.fingerprint : false,
      status: report.status,
      refundedCredits: report.refundedCredits,
      createdAt: report.createdAt.toISOString(),
      reviewedAt: report.reviewedAt?.toISOString() ?? null,
    };
  });
}
