/**
 * How far a list can be paged, and what a search needs to use its index (ADR 0014). Pure: the server
 * enforces it, the screens import it to say so. Shared by the portal and the admin Students tab.
 */

/**
 * The first this many rows of any filtered, searched or re-sorted list can be paged (like the search engines'
 * max_result_window); deeper pages are refused with 400 CATALOGUE.BEYOND_WINDOW. Every page size of both screens
 * divides it, so the window always ends on a page boundary. The unfiltered list in the default order (date added,
 * either way) has no window: its page anchors (ADR 0006) make every page cheap.
 */
export const RESULT_WINDOW = 10_000;

/** A search term needs this many letters or digits in a row: the trigram index can use nothing shorter. */
export const MIN_SEARCH_RUN = 3;

/** Whether a list has a result window: every list but the whole catalogue in the default order (date added, either way). */
export const listIsWindowed = (filtered: boolean, searched: boolean, sortBy: string | undefined) =>
  filtered || searched || (sortBy ?? 'createdAt') !== 'createdAt';

/** The last page that can be opened at this page size, when the list is windowed. */
export const windowPages = (limit: number) => Math.max(1, Math.floor(RESULT_WINDOW / limit));

/**
 * Whether a page lies inside the window: page × limit ≤ RESULT_WINDOW. The screens' page sizes divide the window; any
 * other limit the API accepts (1 to the maximum) stops at the last whole page inside it, as `windowPages` counts.
 */
export const pageInsideWindow = (page: number, limit: number) => page <= windowPages(limit);

/** The pages a list offers: all of them when it has no window, otherwise no more than the window holds. */
export const reachablePages = (total: number, limit: number, windowed: boolean) => {
  const pages = Math.max(1, Math.ceil(total / limit));
  return windowed ? Math.min(pages, windowPages(limit)) : pages;
};

/** True when the term holds a run of MIN_SEARCH_RUN letters or digits (what pg_trgm extracts trigrams from). */
export const searchTermUsable = (term: string) => new RegExp(`[\\p{L}\\p{M}\\p{N}]{${MIN_SEARCH_RUN}}`, 'u').test(term);

export const SEARCH_TOO_SHORT_MESSAGE = `Type at least ${MIN_SEARCH_RUN} letters or digits in a row to search.`;

export const beyondWindowMessage = (limit: number) =>
  `Only the first ${RESULT_WINDOW.toLocaleString('en-IN')} students of a filtered, searched or sorted list can be paged ` +
  `(page ${windowPages(limit).toLocaleString('en-IN')} at ${limit} a page). Narrow the list with filters or a search to see the rest.`;

export const TOO_BROAD_MESSAGE = 'This list is too broad to sort in time. Add a filter or a more specific search, or sort by date added, then try again.';
