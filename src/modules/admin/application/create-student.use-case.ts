import type { AuditActor } from '@platform/audit/audit-trail';
import type { StudentAdminApi, StudentForm } from '@modules/leads/contracts';
import { contactSuppressed, type PrivacyApi } from '@modules/privacy/contracts';

/**
 * The admin's Add Student (spec 001 §5), refused with 409 PRIVACY.SUPPRESSED when the e-mail or mobile number belongs
 * to a student who withdrew or was erased (ADR 0017): an admin cannot bring them back by typing them in again.
 */
export async function createStudentUnlessSuppressed(
  form: StudentForm,
  actor: AuditActor,
  deps: { students: Pick<StudentAdminApi, 'create'>; privacy: Pick<PrivacyApi, 'suppressedAmong'> },
) {
  const suppressed = await deps.privacy.suppressedAmong([{ key: 'form', email: form.emailId, mobile: form.mobileNumber }]);
  if (suppressed.size > 0) throw contactSuppressed();
  return deps.students.create(form, actor);
}

/** The admin's edit, held to the same rule when it changes the e-mail or the mobile number (409 PRIVACY.SUPPRESSED). */
export async function updateStudentUnlessSuppressed(
  id: string,
  patch: Partial<Pick<StudentForm, 'emailId' | 'mobileNumber'>> & Parameters<StudentAdminApi['update']>[1],
  actor: AuditActor,
  deps: { students: Pick<StudentAdminApi, 'update'>; privacy: Pick<PrivacyApi, 'suppressedAmong'> },
) {
  if (patch.emailId || patch.mobileNumber) {
    const suppressed = await deps.privacy.suppressedAmong([{ key: 'patch', email: patch.emailId, mobile: patch.mobileNumber }]);
    if (suppressed.size > 0) throw contactSuppressed();
  }
  return deps.students.update(id, patch, actor);
}
