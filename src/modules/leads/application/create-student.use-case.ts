import type { AuditActor } from '@platform/audit/audit-trail';
import type { AdminStudent, StudentForm } from '../student-admin.contracts';
import type { StudentAdminPrivacy } from './ports/student-admin-privacy.port';
import type { StudentAdminDeps } from './student-admin.deps';

/**
 * The admin's Add Student (spec 001 §5): a taken mobile number is refused, and so (409 PRIVACY.SUPPRESSED) is the
 * e-mail or mobile number of a student who withdrew or was erased (ADR 0017). Audited as 'student.create', by id only.
 */
export async function createStudent(
  form: StudentForm,
  actor: AuditActor,
  deps: StudentAdminDeps & { privacy: Pick<StudentAdminPrivacy, 'refuseSuppressed'> },
): Promise<AdminStudent> {
  await deps.privacy.refuseSuppressed({ email: form.emailId, mobile: form.mobileNumber });
  return deps.unitOfWork(async (tx) => {
    const id = await deps.students.insert(tx, form);
    const student = (await deps.students.find(tx, id))!;
    await deps.audit.recordWithin(tx, { actor, action: 'student.create', subject: { kind: 'student', studentIds: [id] } });
    return student;
  });
}
