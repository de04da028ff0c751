import type { AuditActor } from '@platform/audit/audit-trail';
import { refundDescription } from '../domain/report';
import { alreadyReviewed, reportNotFound } from '../domain/reports.errors';
import type { StoredReport } from './ports/student-reports.port';
import type { ReportsDeps } from './reports-deps';

export type Decision = 'approved' | 'rejected';

/**
 * An admin decides a report. Approving refunds the member's unlock of that student (credits' refundUnlockWithin: once
 * per member and student, in this transaction, with its ledger row) and so flags the field. Deciding the same way
 * again answers the report as it stands and refunds nothing more; deciding the other way answers 409.
 */
export async function reviewReport(
  reportId: string,
  decision: Decision,
  admin: { id: string; actor: AuditActor },
  deps: Pick<ReportsDeps, 'transaction' | 'reports' | 'credits' | 'audit'>,
): Promise<StoredReport> {
  return deps.transaction(async (tx) => {
    const report = await deps.reports.lock(tx, reportId);
    if (!report) throw reportNotFound();
    if (report.status === decision) return report;
    if (report.status !== 'pending') throw alreadyReviewed();
    const refund =
      decision === 'approved'
        ? await deps.credits.refundUnlockWithin(tx, { memberId: report.memberId, studentId: report.studentId, description: refundDescription(report.reason) })
        : { refunded: 0 };
    const decided = await deps.reports.decide(tx, report.id, { status: decision, adminId: admin.id, refundedCredits: refund.refunded });
    await deps.audit.recordWithin(tx, {
      actor: admin.actor,
      action: decision === 'approved' ? 'student_report.approve' : 'student_report.reject',
      subject: { kind: 'student', studentIds: [report.studentId], memberId: report.memberId },
      detail: { reportId: report.id, reason: report.reason, refundedCredits: refund.refunded },
    });
    return decided;
  });
}
