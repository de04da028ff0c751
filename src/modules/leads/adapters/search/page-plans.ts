import type { CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { countUpTo, plannerEstimate } from '../persistence/catalogue-count';
import { EXACT_BITMAPS, type PlannerSetting, type ReadVia, readOn } from '../persistence/catalogue-reads';
import type { visibleWhereClause } from '../persistence/catalogue-visibility';
import { exactStudentTotal } from '../persistence/page-anchors';
import { FILTER_COLUMNS, SORT_COLUMN_OF } from '../persistence/student-sql';

/** A search whose matches are all counted, up to this many within this budget, reads and sorts them (planFor). */
const SEARCH_PROBE_CAP = 5_000;
const SEARCH_PROBE_BUDGET_MS = 40;
/**
 * A filtered list sorted on another column reads all its matches and sorts them up to this many (planFor): the
 * covering indexes (Migration20261216000000) hand them over from the index alone, ~0.3 µs each.
 */
const SORTED_READ_MAX = 100_000;

/** The planner for pages read from the catalogue's own table, over `whereClause` (the members' visibility closing it). */
export function pagePlanner(whereClause: ReturnType<typeof visibleWhereClause>) {
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
  return async function planFor(
    filters: StudentFilters,
    search: CatalogueSearch | undefined,
    sortBy: SortField,
    end: number,
    via: ReadVia,
    sortOrder: 'asc' | 'desc' = 'desc',
  ): Promise<{ settings: PlannerSetting[]; readAll?: boolean }> {
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
  };
}
