import { searchableTerm } from './search-term';
import type { SortField } from './student-query.schema';

/**
 * Issue 30: a searched list in the date order (the default) puts first the students whose name is the term itself,
 * ignoring case ("rohit sharma" finds "Rohit Sharma" before "Rohit Sharma Iyer" and "Mohit Sharma"), then the rest of
 * the matches, each part in the date order asked for. Past this many such students the name says too little to rank
 * by, and the list stays in the date order alone.
 */
export const EXACT_NAME_CAP = 1_000;

/**
 * The lowercased name the students put first must bear, or null when nothing is ranked: another sort was chosen, or
 * the term has no letter (a phone number's part: no name is that).
 */
export function exactNameKey(term: string | undefined, sortBy: SortField): string | null {
  if (term === undefined || sortBy !== 'createdAt') return null;
  const key = searchableTerm(term).toLowerCase();
  return /\p{L}/u.test(key) ? key : null;
}

/** Rows offset … offset + limit − 1 of a list whose first `exact` rows are the exact names: which of them, then which of the rest. */
export type SplitPage = { exact: { from: number; to: number }; rest: { offset: number; limit: number } };

export function splitPage(exact: number, offset: number, limit: number): SplitPage {
  const from = Math.min(offset, exact);
  const to = Math.min(offset + limit, exact);
  return { exact: { from, to }, rest: { offset: Math.max(0, offset - exact), limit: limit - (to - from) } };
}
