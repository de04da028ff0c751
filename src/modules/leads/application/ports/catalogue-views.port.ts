/** One listing to count: the students on the page, and what identifies the walk it may be part of. */
export type Listing = {
  memberId: string;
  /** India calendar day, YYYY-MM-DD */
  day: string;
  studentIds: readonly string[];
  /** the query without its page number: consecutive pages of one query make a walk */
  query: string;
  page: number;
  ceiling: number;
};

/** `allowed` false: the page would take the member past the ceiling, and nothing of it was counted. */
export type ListingOutcome = { allowed: boolean; distinct: number; walkRun: number };

/**
 * Distinct students each member listed each day, shared by every server copy (PostgreSQL, or Redis when REDIS_URL
 * is set). Counting a page is one atomic step: the page's new students are added, and taken back at once when they
 * would pass the ceiling.
 */
export interface CatalogueViews {
  record(listing: Listing): Promise<ListingOutcome>;
  /** True once per member and day: the caller that wins raises the admin alert. */
  claimAlert(memberId: string, day: string): Promise<boolean>;
}
