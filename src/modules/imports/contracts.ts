/** What the imports module offers: the CSV import use case, for `make import FILE=…`, and erasure's scrub. */
import type { AuditActor } from '@platform/audit/audit-trail';
import type { Transaction } from '@platform/kernel/transaction';

export type ImportFileResult = {
  batchId: string;
  status: 'completed' | 'partial' | 'failed' | 'processing';
  totalRecords: number;
  imported: number;
  failed: number;
  errors: { row: number; message: string }[];
};

export type ImportsApi = {
  importFile(input: {
    fileName: string;
    fileSize: number;
    uploadedBy: string | null;
    actor: AuditActor;
    content: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;
  }): Promise<ImportFileResult>;
  /** Erasure, inside the caller's transaction: replaces a student's contact values quoted in the upload history. */
  scrubWithin(tx: Transaction, values: readonly string[]): Promise<number>;
};
