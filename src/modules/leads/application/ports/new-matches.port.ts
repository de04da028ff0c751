import type { Reader } from '@platform/kernel/reader';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import type { CatalogueSearch } from './student-catalogue.port';

export type NewSinceQuery = {
  filters: StudentFilters;
  search?: CatalogueSearch;
  /** created strictly after this */
  after: Date;
  /** and at or before this (the digest's horizon), when given */
  upTo?: Date;
  /** counted up to this many; `capped` says there are more */
  cap: number;
  /** the newest this many ids, newest first */
  idLimit: number;
  reader?: Reader;
};

/** Catalogue rows created within a window of time, for saved searches (ADR 0016). */
export type NewMatchesReader = {
  newSince(query: NewSinceQuery): Promise<{ count: number; capped: boolean; ids: string[] }>;
};
