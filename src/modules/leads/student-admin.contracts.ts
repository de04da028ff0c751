/** The student-administration part of the leads facade (admin portal and CSV imports use it). */
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

export type AdminStudentFilters = {
  search?: string;
  state?: string;
  stream?: string;
  gender?: string;
  city?: string;
  entranceExam?: string;
  /** the course column */
  education?: string;
  passingYear?: number;
  emailVerified?: boolean;
  mobileVerified?: boolean;
  whatsappVerified?: boolean;
  /** ADR 0013: consent recorded (in force), not recorded (never, or expired), or withdrawn */
  consent?: 'recorded' | 'not_recorded' | 'withdrawn';
};

export type AdminStudentQuery = AdminStudentFilters & { page: number; limit: number; sortBy?: string; sortOrder?: 'asc' | 'desc' };

export type AdminStudentPage = { students: AdminStudent[]; total: number; totalIsEstimate: boolean; resultWindow: number | null };

export type AdminFilterOptions = {
  states: string[];
  streams: string[];
  genders: string[];
  cities: string[];
  entranceExams: string[];
  educationLevels: string[];
  passingYears: number[];
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
   * A page of the admin list. ADR 0014: a filtered, searched or re-sorted list opens only the pages within its first
   * `resultWindow` rows (400 CATALOGUE.BEYOND_WINDOW past it; null = no window); `total` may be the planner's estimate
   * (`totalIsEstimate`, ADR 0002); a read past its time limit is 422 CATALOGUE.TOO_BROAD. `reader`: the admin asking,
   * whose own latest change a lagging replica may lack (then the primary answers).
   */
  list(query: AdminStudentQuery, reader?: Reader): Promise<AdminStudentPage>;
  filterOptions(filters: AdminStudentFilters, reader?: Reader): Promise<AdminFilterOptions>;
  /** Each write commits together with its audit row, made by `actor` (ids and field names only, never values). */
  create(form: StudentForm, actor: AuditActor): Promise<AdminStudent>;
  update(id: string, patch: StudentPatch, actor: AuditActor): Promise<AdminStudent>;
  remove(id: string, actor: AuditActor): Promise<void>;
  removeMany(ids: readonly string[], actor: AuditActor): Promise<number>;
  bulkUpdate(ids: readonly string[], updates: StudentBulkUpdates, actor: AuditActor): Promise<{ updated: number; errors: string[] }>;
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
