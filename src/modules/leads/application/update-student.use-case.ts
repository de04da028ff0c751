import type { AuditActor } from '@platform/audit/audit-trail';
import { studentNotFound } from '../domain/leads.errors';
import { changedFields } from '../domain/student-changes';
import type { AdminStudent, StudentPatch } from '../student-admin.contracts';
import type { StudentAdminPrivacy } from './ports/student-admin-privacy.port';
import type { StudentAdminDeps } from './student-admin.deps';
import { type CreditBackDeps, correctedFields, creditBackWithin } from './credit-back.use-case';

/**
 * Changes the fields given (a taken mobile number is refused); the audit row names the fields, never their values.
 * With `privacy` (the admin's own edit) a new e-mail or mobile number of a student who withdrew or was erased is refused
 * too, 409 PRIVACY.SUPPRESSED (ADR 0017).
 */
export async function updateStudent(
  id: string,
  patch: StudentPatch,
  actor: AuditActor,
  deps: StudentAdminDeps & {
    privacy?: Pick<StudentAdminPrivacy, 'refuseSuppressed'>;
    /** ADR 0025: a contact corrected gives back the unlocks of the last 30 days (`by`: whose correction) */
    creditBack?: { deps: CreditBackDeps; by: 'admin' | 'student' };
  },
): Promise<AdminStudent> {
  if (deps.privacy && (patch.emailId || patch.mobileNumber)) await deps.privacy.refuseSuppressed({ email: patch.emailId, mobile: patch.mobileNumber });
  const creditBack = deps.creditBack && (patch.emailId !== undefined || patch.mobileNumber !== undefined) ? deps.creditBack : undefined;
  const refunds: Awaited<ReturnType<typeof creditBackWithin>> = [];
  const updated = await deps.unitOfWork(async (tx) => {
    const before = creditBack ? await deps.students.find(tx, id) : null;
    if (!(await deps.students.update(tx, id, patch))) throw studentNotFound();
    const student = (await deps.students.find(tx, id))!;
    for (const field of before && creditBack ? correctedFields(before, patch) : []) {
      refunds.push(...(await creditBackWithin(tx, id, field, { kind: 'corrected', by: creditBack!.by }, creditBack!.deps)));
    }
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'student.update',
      subject: { kind: 'student', studentIds: [id] },
      detail: { fields: changedFields(patch) },
    });
    return student;
  });
  if (refunds.length > 0) await creditBack?.deps.notices?.(refunds);
  return updated;
}
