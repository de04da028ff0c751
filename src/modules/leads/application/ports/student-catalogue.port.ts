import type { StudentRecord } from '../../domain/student-lead';
import type { SortField, StudentFilters } from '../../domain/student-query.schema';

export type CatalogueQuery = {
  filters: StudentFilters;
  search?: string;
  sortBy: SortField;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
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
  count(filters: StudentFilters, search?: string): Promise<CatalogueTotal>;
  facets(filters: StudentFilters): Promise<FacetValues>;
  stats(): Promise<CatalogueStats>;
  findByIds(ids: readonly string[]): Promise<StudentRecord[]>;
  existingIds(ids: readonly string[]): Promise<string[]>;
};
