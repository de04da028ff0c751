import type { Orm } from '@platform/db/orm';
import { type ReadRouting, readsFromPrimary } from '@platform/db/read-replica';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Reader } from '@platform/kernel/reader';
import type { CatalogueSearch, CatalogueStats, FacetValues, StudentCatalogue } from '@modules/leads/application/ports/student-catalogue.port';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { FACET_LIMIT, FACETS } from './catalogue-facets';
import { countOrEstimate, countUpTo, plannerEstimate } from './catalogue-count';
import { type PlannerSetting, plannedPage, type ReadVia, readOn, rowsOn, timeBoxedRead } from './catalogue-reads';
import { visibleIdsOnly, visibleWhere } from './catalogue-visibility';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from './page-anchors';
import { STUDENT_ROW_COLUMNS, type StudentRow, toRecord } from './student.rows';
import { whereClause as baseWhereClause, FILTER_COLUMNS, orderClause, readAllIds, SORT_COLUMN_OF, whereOf } from './student-sql';

/** Counting stops here; above it the total is the planner's estimate (a 10M-row COUNT(*) per request is not affordable). */
export const EXACT_COUNT_CAP = 20_000;
/** The same for a free-text search (at 10M rows a common name matches hundreds of thousands). */
export const SEARCH_EXACT_COUNT_CAP = 1_000;
/** A search whose matches are all counted, up to this many within this budget, reads and sorts them (planFor). */
const SEARCH_PROBE_CAP = 5_000;
const SEARCH_PROBE_BUDGET_MS = 40;
/**
 * A filtered list sorted on another column reads all its matches and sorts them up to this many (planFor): the
 * covering indexes (Migration20261216000000) hand them over from the index alone, ~0.3 µs each.
 */
const SORTED_READ_MAX = 100_000;

/** A filter column's distinct values, as the driver answers them (text, integer or flag). */
type FacetRow = { value: string | number | boolean };

/**
 * `visibility`: what members may see of the catalogue (catalogue-visibility.ts); none by default.
 * `reads`: the portal's catalogue reads (lists, counts, facets, stat cards) go through it: the replica when
 * DATABASE_READ_URL is set and usable, and the primary for the member whose own write the replica has not replayed
 * yet; a time-boxed read routes its whole transaction. `findByIds` and `existingIds` serve unlocks and saves
 * (charged, and read back at once): always the primary.
 */
export function createStudentCatalogueRepository(orm: Orm, options: { visibility?: StudentPredicate; reads?: ReadRouting } = {}): StudentCatalogue {
  const reads = options.reads ?? readsFromPrimary(orm);
  const whereClause: typeof baseWhereClause = (...args) => visibleWhere(baseWhereClause(...args), options.visibility);
  const visibleOnly = visibleIdsOnly(options.visibility);
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
      return { settings: matches * matches > end * students ? ['enable_bitmapscan = off', 'enable_seqscan = off'] : ['enable_indexscan = off'] };
    }
    const filtered = Object.keys(filters) as (keyof StudentFilters)[];
    // ADR 0026: "verified within" clusters in time (recent verifications are mostly recent rows): newest first finds
    // them at once, but oldest first would walk every older row before the first match, so that order reads them whole
    const walksDates = sortBy === 'createdAt' && (filters.verifiedWithin === undefined || sortOrder === 'desc');
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

  /** A facet's values: narrowed by every filter but its own, blanks left out. */
  async function distinct(key: keyof typeof FILTER_COLUMNS, filters: StudentFilters, except: keyof StudentFilters) {
    const column = raw(FILTER_COLUMNS[key]);
    const blank =
      FILTER_COLUMNS[key].endsWith('_verified') || key === 'passingYear' ? sql`${column} is not null` : sql`${column} is not null and ${column} <> ''`;
    const where = whereOf([...whereClause(filters, undefined, except), blank]);
    const rows = await rowsOn<FacetRow>(routed(), sql`select distinct ${column} as value from students ${where} order by 1 limit ${FACET_LIMIT}`);
    return rows.map((row) => row.value);
  }

  return {
    async page({ filters, search, sortBy, sortOrder, page, limit, reader }) {
      const via = routed(reader);
      const conditions = whereClause(filters, search);
      const where = whereOf(conditions);
      const order = orderClause(sortBy, sortOrder);
      const offset = (page - 1) * limit;
      let ids = sql`select id from students ${where} ${order} limit ${limit} offset ${offset}`;
      if (conditions.length === 0 && sortBy === 'createdAt' && offset >= ANCHOR_EVERY) {
        // Deep pages of the default order start from a page anchor instead of OFFSET n (flat cost at any page);
        // the first pages need no anchor (an OFFSET under ANCHOR_EVERY is as cheap as the anchor's lookup).
        const start = await readOn(via, (em) => anchoredStart(em, page, limit, sortOrder));
        if (start?.empty) return [];
        if (start) {
          const comparison = sortOrder === 'asc' ? raw('>=') : raw('<=');
          ids = sql`select id from students where (created_at, id) ${comparison} (${start.createdAt}::timestamptz, ${start.id}::uuid) ${order} limit ${limit} offset ${start.skip}`;
        }
      }
      // ids first, then the rows (catalogue-reads.ts), time-boxed: past the budget the member is told to narrow the list
      const plan = await planFor(filters, search, sortBy, page * limit, reader, sortOrder);
      if (plan.readAll) ids = readAllIds(where, sortBy, order, limit, offset);
      const rows = await timeBoxedRead(via, (em) => plannedPage<StudentRow>(em, STUDENT_ROW_COLUMNS, ids, plan.settings));
      return rows.map(toRecord);
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
      return countOrEstimate(via, conditions, whereClause(filters, search && { ...search, contacts: true }), cap);
    },

    async facets(filters): Promise<FacetValues> {
      // Sequential on purpose: the embedded database answers one statement at a time, and its pool is one connection.
      const values: Record<string, unknown[]> = {};
      for (const [key, column, except] of FACETS) values[key] = await distinct(column, filters, except);
      return values as FacetValues;
    },

    async stats(): Promise<CatalogueStats> {
      const { total, isEstimate } = await this.count({});
      const row = await readOn(routed(), (em) =>
        sql`select (select count(*)::int from (select distinct stream from students where stream is not null and stream <> '') s) as streams,
                (select count(*)::int from (select distinct state from students where state is not null and state <> '') s) as states,
                (select count(*)::int from (select distinct entrance_exam from students where entrance_exam is not null and entrance_exam <> '') s) as exams`.first<{
          streams: number;
          states: number;
          exams: number;
        }>(em),
      );
      return { totalStudents: total, totalIsEstimate: isEstimate, streams: row?.streams ?? 0, states: row?.states ?? 0, entranceExams: row?.exams ?? 0 };
    },

    async findByIds(ids, tx) {
      if (ids.length === 0) return [];
      const rows = await sql`select ${STUDENT_ROW_COLUMNS} from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<StudentRow>(
        tx ? entityManagerOf(tx) : sessionOf(orm),
      );
      const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await sql`select id from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<{ id: string }>(sessionOf(orm));
      return rows.map((row) => row.id);
    },
  };
}
