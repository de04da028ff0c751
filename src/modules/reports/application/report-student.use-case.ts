import type { AuditActor } from '@platform/audit/audit-trail';
import { studentNotFound } from '@modules/leads/contracts';
import { fieldOf, type ReportReason } from '../domain/report';
import { alreadyReported, notUnlocked } from '../domain/reports.errors';
import { fingerprintOf } from './fingerprint';
import type { StoredReport } from './ports/student-reports.port';
import type { ReportsDeps } from './reports-deps';

/** `institutionId`: ADR 0021, whose unlocks let the member see (and so report) a student */
export type Reporter = { id: string; institutionId: string; isPremium: boolean; actor: AuditActor };

/**
 * A member reports wrong data on a student whose contact they can see (unlocked by their institution, or premium). One report per member,
 * student and reason; the audit row commits with it.
 */
export async function reportStudent(
  member: Reporter,
  studentId: string,
  reason: ReportReason,
  deps: Pick<ReportsDeps, 'transaction' | 'reports' | 'students' | 'audit'>,
): Promise<StoredReport> {
  const [student] = await deps.students.findStudentsByIds([studentId]);
  if (!student) throw studentNotFound();
  if (!member.isPremium && !(await deps.students.unlocksInForceAmong(member.institutionId, [studentId])).has(studentId)) throw notUnlocked();
  const field = fieldOf(reason);
  return deps.transaction(async (tx) => {
    const report = await deps.reports.add(tx, { memberId: member.id, studentId, reason, field, fingerprint: fingerprintOf(student, field) });
    if (!report) throw alreadyReported();
    await deps.audit.recordWithin(tx, {
      actor: member.actor,
      action: 'student.report',
      subject: { kind: 'student', studentIds: [studentId] },
      detail: { reportId: report.id, reason, field },
    });
    return report;
  });
}
