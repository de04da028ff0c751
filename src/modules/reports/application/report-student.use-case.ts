import type { AuditActor } from '@platform/audit/audit-trail';
import { studentNotFound } from '@modules/leads/contracts';
import { FLAG_THRESHOLD, fieldOf, nextStepOf, type ReportReason, reporters } from '../domain/report';
import { alreadyReported, notUnlocked } from '../domain/reports.errors';
import { fingerprintOf } from './fingerprint';
import type { StoredReport } from './ports/student-reports.port';
import type { ReportsDeps } from './reports-deps';

/** `institutionId`: ADR 0021, whose unlocks let the member see (and so report) a student */
export type Reporter = { id: string; institutionId: string; isPremium: boolean; actor: AuditActor };

/** The report, how many institutions have reported that value now, and whether it turned the field invalid. */
export type ReportOutcome = { report: StoredReport; institutions: number; invalidNow: boolean; message: string };

/**
 * A member reports wrong data on a student whose contact they can see (unlocked by their institution, or premium). One report per member,
 * student and reason; the audit row commits with it. The third institution's report of a contact field marks it
 * invalid and gives every seat that paid for the student in the last 30 days its credit back (ADR 0025).
 */
export async function reportStudent(
  member: Reporter,
  studentId: string,
  reason: ReportReason,
  deps: Pick<ReportsDeps, 'transaction' | 'reports' | 'students' | 'audit'>,
): Promise<ReportOutcome> {
  const [student] = await deps.students.findStudentsByIds([studentId]);
  if (!student) throw studentNotFound();
  if (!member.isPremium && !(await deps.students.unlocksInForceAmong(member.institutionId, [studentId])).has(studentId)) throw notUnlocked();
  const field = fieldOf(reason);
  let notify = async () => {};
  let institutions = 1;
  let invalidNow = false;
  const stored = await deps.transaction(async (tx) => {
    const fingerprint = fingerprintOf(student, field);
    const report = await deps.reports.add(tx, { memberId: member.id, institutionId: member.institutionId, studentId, reason, field, fingerprint });
    if (!report) throw alreadyReported();
    if (field !== 'record') {
      // ADR 0025: the third institution's report of the value the field still holds marks it invalid and refunds at once
      const live = (await deps.reports.openOn([studentId], tx)).filter((open) => open.field === field && open.fingerprint === fingerprint);
      institutions = reporters(live);
      if (institutions >= FLAG_THRESHOLD) {
        ({ notify } = await deps.students.contactInvalidWithin(tx, studentId, field, 'reports'));
        invalidNow = true;
      }
    }
    await deps.audit.recordWithin(tx, {
      actor: member.actor,
      action: 'student.report',
      subject: { kind: 'student', studentIds: [studentId] },
      detail: { reportId: report.id, reason, field },
    });
    return report;
  });
  await notify();
  return { report: stored, institutions, invalidNow, message: nextStepOf(stored.field, institutions, invalidNow) };
}
