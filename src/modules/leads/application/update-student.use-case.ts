import type { AuditActor } from '@platform/audit/audit-trail';
import { studentNotFound } from '../domain/leads.errors';
import { changedFields } from '../domain/student-changes';
import type { AdminStudent, StudentPatch } from '../student-admin.contracts';
import type { StudentAdminDeps } from './student-admin.deps';

/** Changes the fields given (a taken mobile number is refused); the audit row names the fields, never their values. */
export async function updateStudent(id: string, patch: StudentPatch, actor: AuditActor, deps: StudentAdminDeps): Promise<AdminStudent> {
  return deps.unitOfWork(async (tx) => {
    if (!(await deps.students.update(tx, id, patch))) throw studentNotFound();
    const student = (await deps.students.find(tx, id))!;
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'student.update',
      subject: { kind: 'student', studentIds: [id] },
      detail: { fields: changedFields(patch) },
    });
    return student;
  });
}
