import type { AuditActor } from '@platform/audit/audit-trail';
import type { AdminStudent, StudentForm } from '../student-admin.contracts';
import type { StudentAdminDeps } from './student-admin.deps';

/** Adds a student (a taken mobile number is refused); audited as 'student.create', by id only. */
export async function createStudent(form: StudentForm, actor: AuditActor, deps: StudentAdminDeps): Promise<AdminStudent> {
  return deps.unitOfWork(async (tx) => {
    const id = await deps.students.insert(tx, form);
    const student = (await deps.students.find(tx, id))!;
    await deps.audit.recordWithin(tx, { actor, action: 'student.create', subject: { kind: 'student', studentIds: [id] } });
    return student;
  });
}
