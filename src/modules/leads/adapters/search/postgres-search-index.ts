import type { Orm } from '@platform/db/orm';
import { type ReadRouting, readsFromPrimary } from '@platform/db/read-replica';
import { raw, type Sql, sql } from '@platform/db/sql';
import type { Reader } from '@platform/kernel/reader';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import { EXACT_COUNT_CAP, SEARCH_EXACT_COUNT_CAP, type SearchIndex } from '@modules/leads/application/ports/search-index.port';
import type { CatalogueQuery, CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import { EXACT_NAME_CAP, exactNameKey, splitPage } from '@modules/leads/domain/exact-name-first';
import { isNameWordSort, type NameWordSort, nameWordSearch } from '@modules/leads/domain/name-words';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import { countOrEstimate } from '../persistence/catalogue-count';
import { type PlannerSetting, plannedIds, type ReadVia, readOn, timeBoxedRead } from '../persistence/catalogue-reads';
import { branchPage } from '../persistence/branch-pages';
import { exactNameIds, exactNamesThen } from '../persistence/exact-name-pages';
import { nameWordCount, nameWordMatch, nameWordPage, nameWordSettings } from '../persistence/name-word-pages';
import { visibleWhereClause } from '../persistence/catalogue-visibility';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from '../persistence/page-anchors';
import { orderClause, readAllIds, whereOf } from '../persistence/student-sql';
import { isKeyedSort } from '../persistence/catalogue-combinations';
import { pagePlanner } from './page-plans';
import { byValue, hasFewValues, hasKeyedFilter, valuesDescending, valuesWithin, verifiedSinceBound } from '../persistence/verified-walks';

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

  const planFor = pagePlanner(whereClause);

  /**
   * ADR 0029: how the name-word index answers a free member's name-like search, or null when it cannot (a premium
   * search may match contacts; the term's word is held outside a name, or by too many words). `checks`: what is left
   * to check on the rows it finds. The state is read from the index's entries, and a one-word term is held by every
   * word found; the rest of the filters, who may be seen, and a longer term remain. Its own condition would also
   * mislead the planner: its estimate is a few rows, so it would read every match through the trigram index.
   */
  async function byNameWords(filters: StudentFilters, search: CatalogueSearch | undefined, via: ReadVia, sortBy: NameWordSort = 'createdAt') {
    const byWord = search && !search.contacts ? nameWordSearch(search.term) : null;
    const match = byWord && (await readOn(via, (em) => nameWordMatch(em, byWord)));
    if (!byWord || !match) return null;
    const { state: _inTheEntries, ...rest } = filters;
    return { match, sortBy, checks: whereClause(rest, byWord.whole ? undefined : search), settings: nameWordSettings(match, byWord.whole, sortBy) };
  }

  /** Issue 30 (domain/exact-name-first.ts): in the date order, the students whose name is the term first, then the rest. */
  async function pageStatement(query: CatalogueQuery): Promise<PageStatement> {
    const offset = (query.page - 1) * query.limit;
    const key = exactNameKey(query.search?.term, query.sortBy);
    const exact = key === null ? [] : await readOn(routed(query.reader), (em) => exactNameIds(em, key, whereClause(query.filters), query.sortOrder));
    if (exact.length === 0 || exact.length > EXACT_NAME_CAP) return listStatement(query, offset, query.limit);
    const split = splitPage(exact.length, offset, query.limit);
    const first = exact.slice(split.exact.from, split.exact.to);
    const rest = split.rest.limit > 0 ? await listStatement(query, split.rest.offset, split.rest.limit, exact) : null;
    if (first.length === 0) return rest;
    return { ids: exactNamesThen(first, rest?.ids), settings: rest?.settings ?? [] };
  }

  /** The statement selecting rows offset … offset + limit − 1 of the list, without the `excluded` students. */
  async function listStatement(
    { filters, search, sortBy, sortOrder, reader }: CatalogueQuery,
    offset: number,
    limit: number,
    excluded: readonly string[] = [],
  ): Promise<PageStatement> {
    if (!search && !options.visibility) {
      const branches = await branchPage(routed(reader), { filters, sortBy, sortOrder, limit, offset });
      if (branches) return { ids: branches, settings: [] };
    }
    const conditions = whereClause(filters, search);
    // ADR 0026: where the walk or the read of every match may start (redundant with the filter itself)
    if (filters.verifiedWithin !== undefined) conditions.push(verifiedSinceBound(filters.verifiedWithin));
    if (excluded.length > 0) conditions.push(sql`id <> all(${excluded}::uuid[])`);
    const where = whereOf(conditions);
    const order = orderClause(sortBy, sortOrder);
    let ids = sql`select id from students ${where} ${order} limit ${limit} offset ${offset}`;
    if (conditions.length === 0 && sortBy === 'createdAt' && offset >= ANCHOR_EVERY) {
      // Deep pages of the default order start from a page anchor instead of OFFSET n (flat cost at any page);
      // the first pages need no anchor (an OFFSET under ANCHOR_EVERY is as cheap as the anchor's lookup).
      const start = await readOn(routed(reader), (em) => anchoredStart(em, offset, sortOrder));
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
    const byWords = isNameWordSort(sortBy) && (await byNameWords(filters, search, routed(reader), sortBy));
    if (byWords) {
      const checks = filters.verifiedWithin === undefined ? byWords.checks : [...byWords.checks, verifiedSinceBound(filters.verifiedWithin)];
      return { ids: nameWordPage(byWords.match, filters.state, checks, byWords.sortBy, sortOrder, limit, offset, excluded), settings: byWords.settings };
    }
    const plan = await planFor(filters, search, sortBy, offset + limit, routed(reader), sortOrder);
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
