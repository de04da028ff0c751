/**
 * Saved searches with alerts (ADR 0016): pure rules, shared by the server and the portal. A member saves the
 * catalogue's filters and search under a name; the portal says how many students matched since they last looked, and a
 * daily or weekly digest (or none) announces new matches.
 */
export const CADENCES = ['daily', 'weekly', 'off'] as const;
export type Cadence = (typeof CADENCES)[number];

export const CADENCE_LABELS: Record<Cadence, string> = { daily: 'Daily e-mail', weekly: 'Weekly e-mail', off: 'No e-mail' };

/** A member keeps at most this many saved searches: each costs a count whenever the list is shown. */
export const MAX_SAVED_SEARCHES = 20;
export const NAME_MAX_LENGTH = 80;

/** "N new since you last looked" counts up to this many, then says "1,000+". */
export const NEW_COUNT_CAP = 1_000;

/** What the portal and the digest say for a count: "1,000+" once the count stopped at the cap. */
export const newCountLabel = (count: number, capped: boolean) => `${count.toLocaleString('en-IN')}${capped ? '+' : ''}`;
