import type { AuditActor, AuditTrail } from '../../../platform/audit/audit-trail';
import { DomainError } from '../../../platform/kernel/domain-error';
import type { StudentAdminApi } from '../../leads/contracts';
import type { ImportBatchRepository } from './ports/import-batch.repository.port';

type Deps = { students: Pick<StudentAdminApi, 'deleteByBatch'>; batches: ImportBatchRepository; audit: AuditTrail };

/** Deletes the batch's students, the batch record and writes the audit row in one transaction: all or nothing. */
export async function undoImport(batchId: string, actor: AuditActor, deps: Deps): Promise<{ deletedStudents: number }> {
  return deps.batches.transaction(async (tx) => {
    const deletedStudents = await deps.students.deleteByBatch(batchId, tx);
    const found = await deps.batches.delete(batchId, tx);
    if (!found) throw new DomainError('not_found', 'IMPORT.BATCH_NOT_FOUND', 'Import batch not found');
    await deps.audit.recordWithin(tx, { actor, action: 'students.import_undo', subject: { kind: 'import_batch', batchId }, detail: { deletedStudents } });
    return { deletedStudents };
  });
}
