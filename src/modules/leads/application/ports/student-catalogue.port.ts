import type { Transaction } from '@platform/kernel/transaction';
import type { Reader } from '@platform/kernel/reader';
import type { StudentRecord } from '@modules/leads/domain/student-lead';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';

/**
 * A free-text search. `contacts: false` leaves e-mail and mobile number out of what the term may match:
 * otherwise a member could read a masked contact by searching pieces of it and watching who comes back.
 */
export type CatalogueSearch = { term: string; contacts: boolean };

export type CatalogueQuery = {
  filters: StudentFilters;
  search?: CatalogueSearch;
  sortBy: SortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
  /** who asks: read from the primary while the replica lacks their own latest write (platform/db/read-replica.ts) */
  reader?: Reader;
};

/** A total that is exact while counting is cheap, and the planner's estimate above that. */
export type CatalogueTotal = { total: number; isEstimate: boolean };

export type FacetValues = {
  genders: string[];
  streams: string[];
  states: string[];
  cities: string[];
  entranceExams: string[];
  educationLevels: string[];
  passingYears: number[];
  pincodes: string[];
  emailVerifiedOptions: boolean[];
  mobileVerifiedOptions: boolean[];
  whatsappVerifiedOptions: boolean[];
};

export type CatalogueStats = { totalStudents: number; totalIsEstimate: boolean; streams: number; states: number; entranceExams: number };

export type StudentCatalogue = {
  page(query: CatalogueQuery): Promise<StudentRecord[]>;
  count(filters: StudentFilters, search?: CatalogueSearch, reader?: Reader): Promise<CatalogueTotal>;
  facets(filters: StudentFilters): Promise<FacetValues>;
  stats(): Promise<CatalogueStats>;
  /** on the primary; inside `tx` when given (a charged unlock reads the student in its own transaction) */
  findByIds(ids: readonly string[], tx?: Transaction): Promise<StudentRecord[]>;
  existingIds(ids: readonly string[]): Promise<string[]>;
};
