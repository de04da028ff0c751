import type { Reader } from '@platform/kernel/reader';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import type { CatalogueQuery, CatalogueSearch, CatalogueTotal } from './student-catalogue.port';

/** Counting stops here; above it the total is an estimate (ADR 0002: a 10M-row COUNT(*) per request is not affordable). */
export const EXACT_COUNT_CAP = 20_000;
/** The same for a free-text search (at 10M rows a common name matches hundreds of thousands). */
export const SEARCH_EXACT_COUNT_CAP = 1_000;

/**
 * The questions a search engine answers about the portal's catalogue (issue #30, "Past one database"): which students
 * make up one page of a filtered, searched and sorted list, and how many match. Ids only: the rows, and with them
 * every contact, are read from PostgreSQL by id (StudentCatalogue.page), which checks again there what members may
 * see (withdrawn consent, erasure: catalogue-visibility.ts), so an index that lags behind a withdrawal hides nothing
 * less. What an adapter must guarantee (tests/contract/search-index.contract.ts proves it of each adapter):
 *
 * - **Order**, as `orderClause` in adapters/persistence/student-sql.ts: `createdAt` ascending is (created_at, id)
 *   ascending, descending is both descending. Any other sort is its column, then ties newest first (created_at
 *   descending, then id descending) when ascending, and the exact reverse (column descending, created_at ascending,
 *   id ascending) when descending. Text compares bytewise (the C collation), an id as its lowercase text; an empty
 *   value (NULL) sorts after every value: last ascending, first descending. `freshness` is the newest verification
 *   of the e-mail or the mobile, never verified sorting before any date. With a search, `createdAt` lists first the
 *   students whose name is the term itself, ignoring case (up to EXACT_NAME_CAP of them; more: by date alone), then
 *   the rest of the matches, each part in that order (domain/exact-name-first.ts, ADR 0030).
 * - **Filters**: each is equality on its column (verifiedWithin: a verification at most that many days old); blank
 *   filters never reach the port (normaliseFilters drops them).
 * - **Search**: the term (domain/search-term.ts: a phone-like term in its stored 10-digit form) matches as a
 *   case-insensitive substring of name, city, state, stream, course or college. With `contacts: true` it may also
 *   match an adult's e-mail or mobile number (18 or over by date of birth, or none on record: domain/minor-rule.ts);
 *   a minor's contacts never match, and with `contacts: false` no contact does. Contacts are never returned, nor put
 *   into an engine's own copy of the catalogue: such an adapter hands a `contacts: true` search to PostgreSQL's.
 * - **Pages**: `pageIds` answers the ids of rows (page − 1) × limit up to page × limit − 1 in that order. The routes
 *   ask only within the result window (domain/result-window.schema.ts: RESULT_WINDOW rows of any filtered, searched
 *   or re-sorted list; the whole catalogue in the default order has none), so an adapter need serve no deeper.
 * - **Totals**: exact up to EXACT_COUNT_CAP matches (SEARCH_EXACT_COUNT_CAP with a search), `isEstimate: false`;
 *   above a cap, or when exact counting is not cheap, an estimate flagged `isEstimate: true`.
 * - **Visibility**: a student members may not see (consent withdrawn under HIDE_RECORDS_WITHOUT_CONSENT, erased) is
 *   neither listed nor counted once the index has caught up with the change.
 * - **Reader**: `reader` names who asks (platform/db/read-replica.ts); an adapter reading a replica must answer that
 *   member from data holding their own latest write, or ignore it when it has no replica.
 *
 * A page may be refused as too broad (422 CATALOGUE.TOO_BROAD, leads.errors.ts) when it cannot be answered in time.
 */
export type SearchIndex = {
  /** The ids of one page of the list, in its order. */
  pageIds(query: CatalogueQuery): Promise<string[]>;
  /** How many students the list holds: exact up to the caps above, estimated (and flagged) past them. */
  count(filters: StudentFilters, search?: CatalogueSearch, reader?: Reader): Promise<CatalogueTotal>;
};
