import type { Reader } from '@platform/kernel/reader';
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

/** The admin screens' reads, and those of imports, exports and erasure: answered by the adapter as they are. */
export type StudentAdminQueries = Pick<
  StudentAdminApi,
  'findForErasure' | 'findByContact' | 'findByIds' | 'existingMobiles' | 'idsOfMobiles' | 'remainingByBatch' | 'streamAll' | 'copyCsv' | 'facets'
> & {
  /**
   * A page of the admin list. ADR 0014: a filtered, searched or re-sorted list opens only the pages within its first
   * `resultWindow` rows (400 CATALOGUE.BEYOND_WINDOW past it; null = no window); `total` may be the planner's estimate
   * (`totalIsEstimate`, ADR 0002); a read past its time limit is 422 CATALOGUE.TOO_BROAD. `reader`: the admin asking,
   * whose own latest change a lagging replica may lack (then the primary answers).
   */
  list(query: AdminStudentQuery, reader?: Reader): Promise<AdminStudentPage>;
  filterOptions(filters: AdminStudentFilters, reader?: Reader): Promise<AdminFilterOptions>;
};
