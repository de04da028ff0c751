import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { CreditsApi, PaidForStudents } from '@modules/credits/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';
import { ImportErrors } from '../domain/imports.errors';
import type { ImportBatchRepository } from './ports/import-batch.repository.port';

type Deps = {
  students: Pick<StudentAdminApi, 'deleteByBatch' | 'idsOfBatch'>;
  credits: Pick<CreditsApi, 'paidForStudents' | 'refundStudentsWithin'>;
  batches: ImportBatchRepository;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
  /** after the commit: each refunded member is told (an e-mail); a failure is logged, the undo stands */
  tellRefunded?: (refunds: readonly PaidForStudents[]) => Promise<void>;
};

/** What an undo would do, said before it runs (docs/product.md, "Undo of an import"). */
export type UndoPreview = { students: number; membersToRefund: number; creditsToRefund: number };

export type UndoReceipt = { deletedStudents: number; refundedMembers: number; refundedCredits: number };

const refundDescription = (students: number) =>
  `Refund: ${students === 1 ? '1 student' : `${students} students`} you paid for removed from the catalogue (an import was undone)`;

const throwFor = (state: 'not_found' | 'already_undone') => {
  throw state === 'not_found' ? ImportErrors.batchNotFound() : ImportErrors.alreadyUndone();
};

export async function previewUndo(batchId: string, deps: Pick<Deps, 'students' | 'credits' | 'batches'>): Promise<UndoPreview> {
  const state = await deps.batches.undoState(batchId);
  if (state !== 'open') throwFor(state);
  const ids = await deps.students.idsOfBatch(batchId);
  const paid = await deps.credits.paidForStudents(ids);
  return { students: ids.length, membersToRefund: paid.length, creditsToRefund: paid.reduce((sum, member) => sum + member.credits, 0) };
}

/**
 * Deletes the batch's students, gives members back everything they paid for them (a ledger row each), keeps the batch
 * in the upload history as undone (who, when, what was refunded) and writes the audit row, in one transaction: all or
 * nothing. Then tells the refunded members.
 */
export async function undoImport(batchId: string, actor: AuditActor, deps: Deps): Promise<UndoReceipt> {
  const { receipt, refunds } = await deps.unitOfWork(async (tx) => {
    const deleted = await deps.students.deleteByBatch(batchId, tx);
    const refunds = await deps.credits.refundStudentsWithin(tx, { studentIds: deleted, reference: `import-undo:${batchId}`, description: refundDescription });
    const receipt = {
      deletedStudents: deleted.length,
      refundedMembers: refunds.length,
      refundedCredits: refunds.reduce((sum, member) => sum + member.credits, 0),
    };
    const state = await deps.batches.markUndone(tx, batchId, {
      by: actor.kind === 'admin' ? actor.id : null,
      refundedMembers: receipt.refundedMembers,
      refundedCredits: receipt.refundedCredits,
    });
    if (state !== 'undone') throwFor(state);
    await deps.audit.recordWithin(tx, { actor, action: 'students.import_undo', subject: { kind: 'import_batch', batchId }, detail: receipt });
    return { receipt, refunds };
  });
  if (refunds.length > 0) await deps.tellRefunded?.(refunds);
  return receipt;
}
