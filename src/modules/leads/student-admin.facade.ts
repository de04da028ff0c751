import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { Orm } from '@platform/db/orm';
import type { BackgroundTasks } from '@platform/kernel/background';
import type { ReadRouting } from '@platform/db/read-replica';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import { createStudentAdminQueries } from './adapters/persistence/student-admin.queries';
import { createStudentAdminRepository } from './adapters/persistence/student-admin.repository';
import { bulkUpdateStudents } from './application/bulk-update-students.use-case';
import { createStudent } from './application/create-student.use-case';
import { deleteStudent } from './application/delete-student.use-case';
import { deleteStudents } from './application/delete-students.use-case';
import type { ConsentFilter } from './application/ports/consent-filter.port';
import type { StudentAdminQueries } from './application/ports/student-admin.repository.port';
import type { StudentAdminPrivacy } from './application/ports/student-admin-privacy.port';
import type { StudentAdminDeps } from './application/student-admin.deps';
import { updateStudent } from './application/update-student.use-case';
import type { CreditBackDeps } from './application/credit-back.use-case';
import type { AdminStudent, StudentAdminApi, StudentBulkUpdates, StudentForm, StudentPatch } from './student-admin.contracts';

/**
 * Student-record administration in one place: what other modules use (`StudentAdminApi`), and the admin screens'
 * list, filter options and changes, which only leads' own routes call. Each change commits together with its audit
 * row, made by `actor` (ids and field names only, never values).
 */
export type StudentAdmin = StudentAdminApi &
  Pick<StudentAdminQueries, 'list' | 'filterOptions'> & {
    create(form: StudentForm, actor: AuditActor): Promise<AdminStudent>;
    /** the admin's own edit: `update`, and a contact on the suppression list refused (ADR 0017) */
    edit(id: string, patch: StudentPatch, actor: AuditActor): Promise<AdminStudent>;
    remove(id: string, actor: AuditActor): Promise<void>;
    removeMany(ids: readonly string[], actor: AuditActor): Promise<number>;
    bulkUpdate(ids: readonly string[], updates: StudentBulkUpdates, actor: AuditActor): Promise<{ updated: number; errors: string[] }>;
  };

/**
 * Reads straight from the queries adapter, the changes through their use cases, and the statements other modules'
 * use cases run inside their own transaction.
 */
export function createStudentAdmin(
  deps: { orm: Orm; audit: AuditTrail; reads?: ReadRouting; background?: BackgroundTasks },
  privacy: StudentAdminPrivacy,
  consents?: ConsentFilter,
  creditBack?: CreditBackDeps,
): StudentAdmin {
  const repository = createStudentAdminRepository(deps.orm, deps.background);
  const changes: StudentAdminDeps = { students: repository, unitOfWork: createUnitOfWork(deps.orm), audit: deps.audit };
  return {
    ...createStudentAdminQueries(deps.orm, consents, deps.reads),
    create: (form, actor) => createStudent(form, actor, { ...changes, privacy }),
    // ADR 0025: `update` is the student's correction through the rights portal, `edit` the admin's own
    update: (id, patch, actor) => updateStudent(id, patch, actor, { ...changes, creditBack: creditBack && { deps: creditBack, by: 'student' } }),
    edit: (id, patch, actor) => updateStudent(id, patch, actor, { ...changes, privacy, creditBack: creditBack && { deps: creditBack, by: 'admin' } }),
    remove: (id, actor) => deleteStudent(id, actor, changes),
    removeMany: (ids, actor) => deleteStudents(ids, actor, changes),
    bulkUpdate: (ids, updates, actor) => bulkUpdateStudents(ids, updates, actor, changes),
    eraseWithin: (tx, id) => repository.eraseWithin(tx, id),
    insertImported: (rows, batchId) => repository.insertImported(rows, batchId),
    deleteByBatch: (batchId, tx) => repository.deleteByBatch(batchId, tx),
    idsOfBatch: (batchId) => repository.idsOfBatch(batchId),
  };
}
