import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Orm } from '@platform/db/orm';
import type { ReadRouting } from '@platform/db/read-replica';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import { createStudentAdminQueries } from './adapters/persistence/student-admin.queries';
import { createStudentAdminRepository } from './adapters/persistence/student-admin.repository';
import { bulkUpdateStudents } from './application/bulk-update-students.use-case';
import { createStudent } from './application/create-student.use-case';
import { deleteStudent } from './application/delete-student.use-case';
import { deleteStudents } from './application/delete-students.use-case';
import type { ConsentFilter } from './application/ports/consent-filter.port';
import type { StudentAdminDeps } from './application/student-admin.deps';
import { updateStudent } from './application/update-student.use-case';
import type { StudentAdminApi } from './student-admin.contracts';

/**
 * Student administration as other modules see it: reads straight from the queries adapter, the admin's changes
 * through their use cases, and the statements other modules' use cases run inside their own transaction.
 */
export function createStudentAdmin(deps: { orm: Orm; audit: AuditTrail; reads?: ReadRouting }, consents?: ConsentFilter): StudentAdminApi {
  const repository = createStudentAdminRepository(deps.orm);
  const changes: StudentAdminDeps = { students: repository, unitOfWork: createUnitOfWork(deps.orm), audit: deps.audit };
  return {
    ...createStudentAdminQueries(deps.orm, consents, deps.reads),
    create: (form, actor) => createStudent(form, actor, changes),
    update: (id, patch, actor) => updateStudent(id, patch, actor, changes),
    remove: (id, actor) => deleteStudent(id, actor, changes),
    removeMany: (ids, actor) => deleteStudents(ids, actor, changes),
    bulkUpdate: (ids, updates, actor) => bulkUpdateStudents(ids, updates, actor, changes),
    eraseWithin: (tx, id) => repository.eraseWithin(tx, id),
    insertImported: (rows, batchId) => repository.insertImported(rows, batchId),
    deleteByBatch: (batchId, tx) => repository.deleteByBatch(batchId, tx),
    idsOfBatch: (batchId) => repository.idsOfBatch(batchId),
  };
}
