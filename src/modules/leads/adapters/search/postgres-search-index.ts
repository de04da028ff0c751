import type { Orm } from '@platform/db/orm';
import { type ReadRouting, readsFromPrimary } from '@platform/db/read-replica';
import { raw, type Sql, sql } from '@platform/db/sql';
import type { Reader } from '@platform/kernel/reader';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import { EXACT_COUNT_CAP, SEARCH_EXACT_COUNT_CAP, type SearchIndex } from '@modules/leads/application/ports/search-index.port';
import type { CatalogueQuery, CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import { isNameWordSort, nameWordSearch } from '@modules/leads/domain/name-words';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { countOrEstimate, countUpTo, plannerEstimate } from '../persistence/catalogue-count';
import { EXACT_BITMAPS, type PlannerSetting, plannedIds, type ReadVia, readOn, timeBoxedRead } from '../persistence/catalogue-reads';
import { branchPage } from '../persistence/branch-pages';
import { nameWordCount, nameWordMatch, nameWordPage, nameWordSettings } from '../persistence/name-word-pages';
import { visibleWhereClause } from '../persistence/catalogue-visibility';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from '../persistence/page-anchors';
import { FILTER_COLUMNS, orderClause, readAllIds, SORT_COLUMN_OF, whereOf } from '../persistence/student-sql';
import { isKeyedSort } from '../persistence/catalogue-combinations';
import { byValue, hasFewValues, hasKeyedFilter, valuesDescending, valuesWithin, verifiedSinceBound } from '../persistence/verified-walks';

/** A search whose matches are all counted, up to this many within this budget, reads and sorts them (planFor). */
const SEARCH_PROBE_CAP = 5_000;
const SEARCH_PROBE_BUDGET_MS = 40;
/**
 * A filtered list sorted on another column reads all its matches and sorts them up to this many (planFor): the
 * covering indexes (Migration20261216000000) hand them over from the index alone, ~0.3 µs each.
 */
const SORTED_READ_MAX = 100_000;

/** The statement selecting one page's ids, and the planner settings to read it under; null: the page lies past the end. */
export type PageStatement = { ids: Sql; settings: PlannerSetting[] } | null;

/**
 * The search index that is the catalogue's own table (its trigram and covering sort indexes). Besides the port, it
 * hands over a page's ids as a statement: a reader on the same database joins the rows to it in one statement (the
 * deferred join of catalogue-reads.ts) instead of a second round trip.
 */
export type PostgresSearchIndex = SearchIndex & { pageStatement(query: CatalogueQuery): Promise<PageStatement> };

/** Whether `index` can hand its pages over as statements on the catalogue's own database. */
export const readsInPostgres = (index: SearchIndex): index is PostgresSearchIndex => 'pageStatement' in index;

/**
 * `visibility`: what members may see (catalogue-visibility.ts), closing every WHERE clause. `reads`: the replica when
 * usable, the primary for a reader whose own write it lacks (platform/db/read-replica.ts); a time-boxed read routes
 * its whole transaction.
 */
export function createPostgresSearchIndex(orm: Orm, options: { visibility?: StudentPredicate; reads?: ReadRouting } = {}): PostgresSearchIndex {
  const reads = options.reads ?? readsFromPrimary(orm);
  const whereClause = visibleWhereClause(options.visibility);
  const routed =
    (reader?: Reader): ReadVia =>
    (work) =>
      reads.read(work, reader);

  const estimate = (filters: StudentFilters, search: CatalogueSearch | undefined, via: ReadVia) =>
    readOn(via, (em) => plannerEstimate(em, whereClause(filters, search)));

  /**
   * Planner settings for a page the indexes cannot serve in order (ADR 0014).
   * - A search either walks the order's index and checks each row (cheap while matches are dense enough to fill the
   *   page early) or reads every match through the trigram index and sorts them (cheap while they are few). The
   *   planner's estimate for the trigram text swings with each ANALYZE (10,101 then 112 for "sharma", which 21,983
   *   students match), so a count capped at the balance point decides, and the estimate only when it runs out of time.
   * - A filter with a sort on another column: the planner walks the sort's index and tests the filter on each entry,
   *   assuming the two independent; they are not (a state's cities, names and exams cluster), and a first page took
   *   18 s at 1M. When the filters match few enough rows, reading them all and sorting costs a bounded M instead:
   *   `readAll` fences the ORDER BY off the filter (OFFSET 0 keeps the subquery apart), so no index serves the order
   *   and PostgreSQL reads the matches from the filter's covering index, then sorts them.
   */
  async function planFor(
    filters: StudentFilters,
    search: CatalogueSearch | undefined,
    sortBy: SortField,
    end: number,
    reader?: Reader,
    sortOrder: 'asc' | 'desc' = 'desc',
  ): Promise<{ settings: PlannerSetting[]; readAll?: boolean }> {
    const via = routed(reader);
    if (search) {
      // Reading all M matches costs M rows, walking the order's index end × N / M: the walk wins when M² > end × N.
      // Count the matches up to that balance point: all counted means few (read and sort them), more means walk.
      // A count that runs out of time (a long term's many trigrams) falls back to the planner's estimate of M.
      const students = Math.max(1, await readOn(via, exactStudentTotal));
      const balance = Math.min(SEARCH_PROBE_CAP, Math.ceil(Math.sqrt(end * students)));
      const counted = await countUpTo(via, whereClause(filters, search), balance, SEARCH_PROBE_BUDGET_MS);
      const matches = counted ?? (await estimate(filters, { ...search, contacts: true }, via));
      return { settings: matches * matches > end * students ? ['enable_bitmapscan = off', 'enable_seqscan = off'] : ['enable_indexscan = off', EXACT_BITMAPS] };
    }
    const filtered = Object.keys(filters) as (keyof StudentFilters)[];
    // ADR 0026: "verified within" clusters in time (recent verifications are mostly recent rows): newest first finds
    // them at once; oldest first starts its walk at the verification days' lower bound (pageStatement), so alone it
    // walks too, and with other filters it reads their matches whole when they are few
    const walksDates = sortBy === 'createdAt' && (filters.verifiedWithin === undefined || sortOrder === 'desc' || filtered.length === 1);
    if (
      filtered.length === 0 ||
      walksDates ||
      filtered.some((key) => key !== 'excludeDnd' && key !== 'notListedBy' && FILTER_COLUMNS[key] === SORT_COLUMN_OF[sortBy])
    )
      return { settings: [] };
    // "verified within" alone is independent of the other columns' orders, and the nine indexes carry it: walking the
    // sort's index index-only beats reading a dense filter's matches whole (stream asc, last page, 300k: 15 ms vs 86 ms)
    if (filtered.length === 1 && filters.verifiedWithin !== undefined && sortBy !== 'createdAt') return { settings: [] };
    return { settings: [], readAll: (await estimate(filters, undefined, via)) <= SORTED_READ_MAX };
  }

  /**
   * ADR 0029: how the name-word index answers a free member's name-like search, or null when it cannot (a premium
   * search may match contacts; the term's word is held outside a name, or by too many words). `checks`: what is left
   * to check on the rows it finds. The state is read from the index's entries, and a one-word term is held by every
   * word found; the rest of the filters, who may be seen, and a longer term remain. Its own condition would also
   * mislead the planner: its estimate is a few rows, so it would read every match through the trigram index.
   */
  async function byNameWords(filters: StudentFilters, search: CatalogueSearch | undefined, via: ReadVia) {
    const byWord = search && !search.contacts ? nameWordSearch(search.term) : null;
    const match = byWord && (await readOn(via, (em) => nameWordMatch(em, byWord)));
    if (!byWord || !match) return null;
    const { state: _inTheEntries, ...rest } = filters;
    return { match, checks: whereClause(rest, byWord.whole ? undefined : search), settings: nameWordSettings(match, byWord.whole) };
  }

  async function pageStatement({ filters, search, sortBy, sortOrder, page, limit, reader }: CatalogueQuery): Promise<PageStatement> {
    const offset = (page - 1) * limit;
    if (!search && !options.visibility) {
      const branches = await branchPage(routed(reader), { filters, sortBy, sortOrder, limit, offset });
      if (branches) return { ids: branches, settings: [] };
    }
    const conditions = whereClause(filters, search);
    // ADR 0026: where the walk or the read of every match may start (redundant with the filter itself)
    if (filters.verifiedWithin !== undefined) conditions.push(verifiedSinceBound(filters.verifiedWithin));
    const where = whereOf(conditions);
    const order = orderClause(sortBy, sortOrder);
    let ids = sql`select id from students ${where} ${order} limit ${limit} offset ${offset}`;
    if (conditions.length === 0 && sortBy === 'createdAt' && offset >= ANCHOR_EVERY) {
      // Deep pages of the default order start from a page anchor instead of OFFSET n (flat cost at any page);
      // the first pages need no anchor (an OFFSET under ANCHOR_EVERY is as cheap as the anchor's lookup).
      const start = await readOn(routed(reader), (em) => anchoredStart(em, page, limit, sortOrder));
      if (start?.empty) return null;
      if (start) {
        const comparison = sortOrder === 'asc' ? raw('>=') : raw('<=');
        ids = sql`select id from students where (created_at, id) ${comparison} (${start.createdAt}::timestamptz, ${start.id}::uuid) ${order} limit ${limit} offset ${start.skip}`;
      }
    }
    // ADR 0026: "verified within" with a keyed filter, sorted on a keyed column whose values the filter's matches
    // mostly hold (Kerala by city): one branch per value, both ways, before any plan. Reading and sorting every match
    // took 130 ms at 10M, the branches 27 ms; valuesWithin says no where they would walk more (Kerala by passing year).
    if (filters.verifiedWithin !== undefined && !search && isKeyedSort(sortBy) && hasKeyedFilter(filters)) {
      const values = await valuesWithin(routed(reader), sortBy, filters, sortOrder);
      if (values) return { ids: byValue(sortBy, sortOrder, values, conditions, offset + limit, limit, offset), settings: [] };
    }
    // ADR 0029: a free member's name-like search, in an order the name-word index carries, is read from its ranges
    const byWords = isNameWordSort(sortBy) ? await byNameWords(filters, search, routed(reader)) : null;
    if (byWords && isNameWordSort(sortBy)) {
      const checks = filters.verifiedWithin === undefined ? byWords.checks : [...byWords.checks, verifiedSinceBound(filters.verifiedWithin)];
      return { ids: nameWordPage(byWords.match, filters.state, checks, sortBy, sortOrder, limit, offset), settings: byWords.settings };
    }
    const plan = await planFor(filters, search, sortBy, page * limit, reader, sortOrder);
    if (plan.readAll) ids = readAllIds(where, sortBy, order, limit, offset);
    else if (filters.verifiedWithin !== undefined && sortOrder === 'desc' && !search && hasFewValues(sortBy)) {
      const values = await valuesDescending(routed(reader), sortBy);
      if (values) ids = byValue(sortBy, 'desc', values, conditions, offset + limit, limit, offset);
    }
    return { ids, settings: plan.settings };
  }

  return {
    pageStatement,

    async pageIds(query) {
      const statement = await pageStatement(query);
      if (!statement) return [];
      // time-boxed: past the budget the member is told to narrow the list (422 CATALOGUE.TOO_BROAD)
      return timeBoxedRead(routed(query.reader), (em) => plannedIds(em, statement.ids, statement.settings));
    },

    async count(filters, search, reader) {
      const via = routed(reader);
      const conditions = whereClause(filters, search);
      if (conditions.length === 0) return { total: await readOn(via, exactStudentTotal), isEstimate: false };
      // A search's matches must each be rechecked on the table, so its exact count stops much earlier.
      const cap = search ? SEARCH_EXACT_COUNT_CAP : EXACT_COUNT_CAP;
      // Estimated on the indexed search text alone: the planner has statistics for that expression only, and the
      // contact-free predicate of a free member's search (student-sql.ts) would multiply in a default selectivity and
      // guess ~100× too few. Matches only in e-mail or mobile make this a slight overestimate, which is flagged anyway.
      const estimateWhere = whereClause(filters, search && { ...search, contacts: true });
      // ADR 0029: a free member's name-like search is counted from the name-word index, as its pages are read
      const byWords = await byNameWords(filters, search, via);
      if (!byWords) return countOrEstimate(via, conditions, estimateWhere, cap);
      return countOrEstimate(via, conditions, estimateWhere, cap, {
        statement: nameWordCount(byWords.match, filters.state, byWords.checks, cap),
        settings: byWords.settings,
      });
    },
  };
}
