import type { Transaction } from '@platform/kernel/transaction';
import type { AdminStudent, StudentAdminApi, StudentBulkUpdates, StudentForm, StudentPatch } from '@modules/leads/student-admin.contracts';

/** The admin's changes to the catalogue, each statement inside the caller's transaction. */
export interface StudentAdminRepository {
  /** Answers the new student's id; throws duplicateMobile when another student has the mobile number. */
  insert(tx: Transaction, form: StudentForm): Promise<string>;
  /** false when no student has this id; throws duplicateMobile when another student has the mobile number. */
  update(tx: Transaction, id: string, patch: StudentPatch): Promise<boolean>;
  /** Answers the ids of the students found and updated. */
  updateMany(tx: Transaction, ids: readonly string[], updates: StudentBulkUpdates): Promise<string[]>;
  /** Answers the ids of the students found and deleted (their saved rows and unlocks cascade). */
  delete(tx: Transaction, ids: readonly string[]): Promise<string[]>;
  find(tx: Transaction, id: string): Promise<AdminStudent | null>;
}

/** The admin screens' reads, and those of imports, exports and erasure: answered by the adapter as they are. */
export type StudentAdminQueries = Pick<
  StudentAdminApi,
  | 'list'
  | 'filterOptions'
  | 'findForErasure'
  | 'findByContact'
  | 'findByIds'
  | 'existingMobiles'
  | 'idsOfMobiles'
  | 'remainingByBatch'
  | 'streamAll'
  | 'copyCsv'
  | 'facets'
>;
