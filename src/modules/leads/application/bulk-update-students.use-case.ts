import type { AuditActor } from '@platform/audit/audit-trail';
import { changedFields } from '../domain/student-changes';
import type { StudentBulkUpdates } from '../student-admin.contracts';
import type { StudentAdminDeps } from './student-admin.deps';

/** Sets the same fields on every selected student; an id that is gone is reported, not fatal. */
export async function bulkUpdateStudents(
  ids: readonly string[],
  updates: StudentBulkUpdates,
  actor: AuditActor,
  deps: StudentAdminDeps,
): Promise<{ updated: number; errors: string[] }> {
  return deps.unitOfWork(async (tx) => {
    const found = new Set(await deps.students.updateMany(tx, ids, updates));
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'student.bulk_update',
      subject: { kind: 'students', studentIds: [...found] },
      detail: { fields: changedFields(updates), updated: found.size },
    });
    return { updated: found.size, errors: ids.filter((id) => !found.has(id)).map((id) => `Student ${id} not found`) };
  });
}
