import type { AuditActor } from '@platform/audit/audit-trail';
import { studentNotFound } from '../domain/leads.errors';
import type { StudentAdminDeps } from './student-admin.deps';

/** Deletes one student; audited as 'student.delete'. */
export async function deleteStudent(id: string, actor: AuditActor, deps: StudentAdminDeps): Promise<void> {
  await deps.unitOfWork(async (tx) => {
    if ((await deps.students.delete(tx, [id])).length === 0) throw studentNotFound();
    await deps.audit.recordWithin(tx, { actor, action: 'student.delete', subject: { kind: 'student', studentIds: [id] } });
  });
}
