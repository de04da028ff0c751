import type { Transaction } from '@platform/kernel/transaction';
import type { BatchStatus, RowError } from '@modules/imports/domain/import-outcome';

export type { BatchStatus, RowError };

export type BatchOutcome = {
  totalRecords: number;
  importedRecords: number;
  errorRecords: number;
  status: BatchStatus;
  errorDetails: RowError[];
  notes?: string;
};

export type StoredBatch = {
  id: string;
  fileName: string;
  uploadedBy: string | null;
  uploadedAt: Date;
  totalRecords: number;
  importedRecords: number;
  errorRecords: number;
  status: BatchStatus;
  notes: string | null;
  errorDetails: RowError[];
  fileSize: number;
  /** docs/product.md, "Undo of an import": set once the import was undone (the batch stays listed) */
  undone: { at: Date; by: string | null; refundedMembers: number; refundedCredits: number } | null;
};

export interface ImportBatchRepository {
  start(input: { fileName: string; fileSize: number; uploadedBy: string | null }): Promise<string>;
  /** Writes the outcome on the batch and the matching import_history row, inside `tx`. */
  finish(tx: Transaction, id: string, outcome: BatchOutcome): Promise<void>;
  list(query: { page: number; limit: number; search?: string }): Promise<{ batches: StoredBatch[]; total: number }>;
  /** Marks the batch undone (who, and what was refunded); 'not_found' or 'already_undone' when it cannot be. */
  markUndone(
    tx: Transaction,
    id: string,
    undo: { by: string | null; refundedMembers: number; refundedCredits: number },
  ): Promise<'undone' | 'not_found' | 'already_undone'>;
  /** The batch's state for an undo: whether it exists and is still to undo. */
  undoState(id: string): Promise<'open' | 'not_found' | 'already_undone'>;
  /** Erasure: replaces these contact values wherever the upload history quotes them (row errors, notes). */
  scrubWithin(tx: Transaction, values: readonly string[]): Promise<number>;
}
