import type { AuditActor } from '@platform/audit/audit-trail';
import type { StudentAdminDeps } from './student-admin.deps';

/** Deletes the selected students that still exist; one 'student.bulk_delete' audit row lists them. Answers how many went. */
export async function deleteStudents(ids: readonly string[], actor: AuditActor, deps: StudentAdminDeps): Promise<number> {
  return deps.unitOfWork(async (tx) => {
    const gone = await deps.students.delete(tx, ids);
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'student.bulk_delete',
      subject: { kind: 'students', studentIds: gone },
      detail: { requested: ids.length, deleted: gone.length },
    });
    return gone.length;
  });
}
