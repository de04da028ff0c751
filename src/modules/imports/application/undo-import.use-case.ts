import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { StudentAdminApi } from '@modules/leads/contracts';
import { ImportErrors } from '../domain/imports.errors';
import type { ImportBatchRepository } from './ports/import-batch.repository.port';

type Deps = { students: Pick<StudentAdminApi, 'deleteByBatch'>; batches: ImportBatchRepository; unitOfWork: UnitOfWork; audit: AuditTrail };

/** Deletes the batch's students, the batch record and writes the audit row in one transaction: all or nothing. */
export async function undoImport(batchId: string, actor: AuditActor, deps: Deps): Promise<{ deletedStudents: number }> {
  return deps.unitOfWork(async (tx) => {
    const deletedStudents = await deps.students.deleteByBatch(batchId, tx);
    if (!(await deps.batches.delete(tx, batchId))) throw ImportErrors.batchNotFound();
    await deps.audit.recordWithin(tx, { actor, action: 'students.import_undo', subject: { kind: 'import_batch', batchId }, detail: { deletedStudents } });
    return { deletedStudents };
  });
}
