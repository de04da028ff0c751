import type { SavedCatalogueQuery } from '@modules/leads/contracts';
import type { Cadence } from '../../domain/saved-search.schema';

export type StoredSavedSearch = {
  id: string;
  memberId: string;
  name: string;
  query: SavedCatalogueQuery;
  cadence: Cadence;
  /** database time: students created after it are "new since you last looked" */
  lastViewedAt: Date;
  /** database time: the digest has announced the students created up to it */
  lastNotifiedAt: Date;
  /** the application clock: when the last digest was considered (the cadence counts from it) */
  lastDigestAt: Date;
  createdAt: Date;
};

export type NewSavedSearch = Pick<StoredSavedSearch, 'memberId' | 'name' | 'query' | 'cadence' | 'lastDigestAt'>;

/** saved_searches and the digest's lease. */
export type SavedSearches = {
  /** null when the member already keeps `max` saved searches */
  add(search: NewSavedSearch, max: number): Promise<StoredSavedSearch | null>;
  ofMember(memberId: string): Promise<StoredSavedSearch[]>;
  /** this member's, or null (another member's is not found either) */
  find(memberId: string, id: string): Promise<StoredSavedSearch | null>;
  remove(memberId: string, id: string): Promise<boolean>;
  /** last_viewed_at = the database's now */
  markViewed(memberId: string, id: string): Promise<StoredSavedSearch | null>;
  /** The database's clock (students' created_at are written by it). */
  databaseNow(): Promise<Date>;
  /** Members with a digest due (last digest at or before their cadence's cutoff), after `afterMember`, in id order. */
  membersDue(cutoffs: { daily: Date; weekly: Date }, afterMember: string | null, limit: number): Promise<string[]>;
  /** Those members' due saved searches. */
  dueOf(memberIds: readonly string[], cutoffs: { daily: Date; weekly: Date }): Promise<StoredSavedSearch[]>;
  /** After a digest: the cadence restarts at `digestAt`, and what was announced runs up to `notifiedThrough`. */
  markDigested(ids: readonly string[], digestAt: Date, notifiedThrough: Date | null): Promise<void>;
  /** One holder at a time: true when `holder` now holds the lease (free, its own already, or the last holder's expired). */
  takeLease(job: string, holder: string, forMs: number): Promise<boolean>;
  releaseLease(job: string, holder: string): Promise<void>;
};
