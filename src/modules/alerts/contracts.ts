/** What the alerts module offers: the digest job (for the server's schedule and `make digest`) and its announcer port. */

/** One saved search's new matches, as the digest announces them (the `saved_search.matched` webhook's payload). */
/** `isPremium`: the member's standing when matched (the `saved_search.matched` webhook masks its students by it). */
export type SavedSearchMatch = {
  memberId: string;
  institutionId: string;
  isPremium: boolean;
  savedSearchId: string;
  name: string;
  studentIds: string[];
  count: number;
};

/**
 * Told of every saved search with new matches each time its digest runs. The default announces nothing beyond the
 * e-mail; the composition root may hand in the webhooks module's `saved_search.matched` delivery.
 */
export type MatchAnnouncer = { announce(match: SavedSearchMatch): Promise<void> };

export const noAnnouncements: MatchAnnouncer = { announce: async () => {} };

export type DigestOutcome = { ran: boolean; members: number; emails: number; announced: number };

export type AlertsApi = {
  /** Sends the digests due at `now` (the app's clock by default). One server copy at a time: the others answer ran: false. */
  runDigest(now?: Date): Promise<DigestOutcome>;
};
