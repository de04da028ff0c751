import type { AuditEntry } from '../../../../platform/audit/audit-trail';
import type { EntityManager } from '../../../../platform/db/orm';

export type RowError = { row: number; message: string };
export type BatchStatus = 'completed' | 'partial' | 'failed' | 'processing';

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
};

export interface ImportBatchRepository {
  start(input: { fileName: string; fileSize: number; uploadedBy: string | null }): Promise<string>;
  /** Writes the outcome on the batch and the matching import_history row, together (and the audit row when given). */
  finish(id: string, outcome: BatchOutcome, audit?: AuditEntry): Promise<void>;
  list(query: { page: number; limit: number; search?: string }): Promise<{ batches: StoredBatch[]; total: number }>;
  delete(id: string, tx: EntityManager): Promise<boolean>;
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T>;
  /** Erasure: replaces these contact values wherever the upload history quotes them (row errors, notes). */
  scrubWithin(tx: EntityManager, values: readonly string[]): Promise<number>;
}
