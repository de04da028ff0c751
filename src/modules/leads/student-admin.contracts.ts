/** The student-administration part of the leads facade other modules use: CSV imports, erasure, the rights portal, the dashboard. */
import type { AuditActor } from '@platform/audit/audit-trail';
import type { Reader } from '@platform/kernel/reader';
import type { Transaction } from '@platform/kernel/transaction';
import type { StudentBulkUpdates, StudentForm, StudentImportRow, StudentPatch } from './domain/student-form.schema';
import type { StudentRecord } from './domain/student-lead';

export type { StudentBulkUpdates, StudentForm, StudentImportRow, StudentPatch };

/**
 * Student lead as the admin sees it (spec 001 §3): every field of the one list (domain/student-fields.ts), unmasked,
 * plus institutionsContacted and the import batch it came from.
 */
export type AdminStudent = StudentRecord & {
  institutionsContacted: number;
  importBatchId: string | null;
  updatedAt: string;
};

export type CatalogueFacets = {
  students: number;
  topStates: { state: string; count: number }[];
  topStreams: { stream: string; count: number }[];
  totalStates: number;
  totalCities: number;
  totalStreams: number;
  totalExams: number;
};

/** A validated CSV row ready to insert, with the sheet row it came from. */
export type ImportedStudent = StudentImportRow & { row: number };

export type StudentAdminApi = {
  /**
   * Changes the fields given, committed with its audit row made by `actor` (ids and field names only, never values):
   * the correction an admin applies for the rights portal.
   */
  update(id: string, patch: StudentPatch, actor: AuditActor): Promise<AdminStudent>;
  /** The student an ops command names by id, 10-digit mobile or e-mail (which must match one student only). */
  findForErasure(identifier: string): Promise<{ id: string }>;
  /** ADR 0018: every student (at most 20) whose e-mail (any case) or 10-digit mobile number is `contact`. */
  findByContact(contact: string): Promise<AdminStudent[]>;
  /** The students of these ids that exist, oldest first (the rights portal's verified records). */
  findByIds(ids: readonly string[]): Promise<AdminStudent[]>;
  /**
   * Erasure, inside the caller's transaction: deletes the student row (saved-student rows and notes cascade with it;
   * the catalogue counters follow by trigger). Answers the contact details so that the caller can scrub copies of
   * them elsewhere, then forget them.
   */
  eraseWithin(tx: Transaction, id: string): Promise<{ mobileNumber: string; emailId: string | null }>;
  /** Which of these normalised mobile numbers the catalogue already holds. */
  existingMobiles(mobiles: readonly string[]): Promise<Set<string>>;
  /** The ids of the students of this import batch holding these normalised mobile numbers (mobile → id). */
  idsOfMobiles(mobiles: readonly string[], batchId: string): Promise<Map<string, string>>;
  /**
   * Bulk insert for an import (mobile numbers unique within `rows`); a mobile number the catalogue already holds is
   * skipped, never inserted twice. Answers the mobile numbers inserted: the others were in the catalogue.
   */
  insertImported(rows: readonly ImportedStudent[], batchId: string): Promise<Set<string>>;
  remainingByBatch(batchIds: readonly string[]): Promise<Map<string, number>>;
  /** Deletes the batch's students inside the caller's transaction (undo of an import); answers their ids. */
  deleteByBatch(batchId: string, tx: Transaction): Promise<string[]>;
  /** The ids of the batch's students still in the catalogue (the undo's preview). */
  idsOfBatch(batchId: string): Promise<string[]>;
  /** Every student, newest first, in pages walked by keyset: constant memory for an export. */
  streamAll(pageSize?: number, reader?: Reader): AsyncGenerator<AdminStudent[]>;
  /**
   * Every student as CSV lines (no header), the given fields in order, formulas neutralised, written by PostgreSQL
   * itself (COPY), in the table's order; undefined on the embedded database, where `streamAll` serves the export.
   * `provenance`: then ADR 0013's four provenance columns (privacy's SQL); undefined when privacy supplies none.
   */
  copyCsv(fields: readonly (keyof AdminStudent)[], reader?: Reader, options?: { provenance?: boolean }): Promise<AsyncIterable<Uint8Array> | undefined>;
  facets(top: number): Promise<CatalogueFacets>;
};
