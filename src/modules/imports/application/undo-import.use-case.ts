import { DomainError } from '../../../platform/kernel/domain-error';
import type { StudentAdminApi } from '../../leads/contracts';
import type { ImportBatchRepository } from './ports/import-batch.repository.port';

type Deps = { students: Pick<StudentAdminApi, 'deleteByBatch'>; batches: ImportBatchRepository };

/** Deletes the batch's students and the batch record in one transaction: either both go or neither. */
export async function undoImport(batchId: string, deps: Deps): Promise<{ deletedStudents: number }> {
  return deps.batches.transaction(async (tx) => {
    const deletedStudents = await deps.students.deleteByBatch(batchId, tx);
    const found = await deps.batches.delete(batchId, tx);
    if (!found) throw new DomainError('not_found', 'IMPORT.BATCH_NOT_FOUND', 'Import batch not found');
    return { deletedStudents };
  });
}
