import { raw, type Sql, sql } from '@platform/db/sql';
import { branchesOfPage, type CountedBranch } from '@modules/leads/domain/branch-page';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { combinationFilters, countedWith, isKeyedSort, needsCatalogue } from './catalogue-combinations';
import { type ReadVia, rowsOn } from './catalogue-reads';
import { SORT_COLUMN_OF, whereClause, whereOf } from './student-sql';

/** A branch is walked in its column's index only if the page's rows lie within this many of its entries. */
const BRANCH_WALK_MAX = 50_000;

/**
 * A filtered list sorted on another keyed column (Kerala by city): its rows, in the sort's order, are one branch per
 * value of the sort column, each in creation order. catalogue_combinations counts every branch's matches exactly, so
 * the page's first row is found by adding counts, not by reading rows; each branch the page touches is then read from
 * its own range of the sort column's index, skipping to the page's first row in it. Only where that range is dense in
 * the filter's matches (a state's cities, not a state's genders), and only where the combinations can count the
 * filters: null when they cannot (a search, "verified within", DND, the exclusion list, the members' visibility, or a
 * student with no value in the sort column), and the caller plans the page as before.
 */
export async function branchPage(
  via: ReadVia,
  query: { filters: StudentFilters; sortBy: SortField; sortOrder: 'asc' | 'desc'; limit: number; offset: number },
): Promise<Sql | null> {
  const { filters, sortBy, sortOrder, limit, offset } = query;
  if (!isKeyedSort(sortBy) || Object.keys(filters).length === 0 || needsCatalogue(filters) || sortBy in filters) return null;
  const column = raw(SORT_COLUMN_OF[sortBy]);
  const { keyed, flags } = combinationFilters(filters);
  const direction = sortOrder === 'asc' ? raw('asc') : raw('desc');
  const branches = await rowsOn<CountedBranch>(
    via,
    sql`select value::text as value, matches from (select ${column} as value, sum(${countedWith(flags)})::int as matches
      from catalogue_combinations ${whereOf(whereClause(keyed))} group by ${column} having sum(${countedWith(flags)}) > 0) b
      order by b.value ${direction}`,
  );
  const parts = branchesOfPage(branches, offset, limit);
  // NULLs sort apart, and no equality finds them
  if (parts.some((part) => part.value === null)) return null;
  if (parts.length === 0) return sql`select id from students where false`;
  // a branch whose matches are sparse in its value's range would be walked too far: its size as the planner guesses it
  const sizeOf = await valueSizes(via, SORT_COLUMN_OF[sortBy]);
  if (parts.some((part) => ((part.skip + part.take) * Math.max(part.matches, sizeOf(part.value!))) / part.matches > BRANCH_WALK_MAX)) return null;
  // ascending sorts break ties newest first, descending oldest first (orderClause)
  const within = sortOrder === 'asc' ? raw('created_at desc, id desc') : raw('created_at asc, id asc');
  const conditions = whereClause(filters);
  const read = ({ value, skip, take }: (typeof parts)[number], n: number) =>
    sql`(select ${n}::int as branch, id, created_at from students ${whereOf([sql`${column} = ${sortBy === 'passingYear' ? Number(value) : value}`, ...conditions])}
      order by ${within} limit ${take} offset ${skip})`;
  const branchesRead = parts.map(read).reduce((all, next) => sql`${all} union all ${next}`);
  return sql`select id from (${branchesRead}) page order by branch, ${within}`;
}

/**
 * How many students hold each value of `column`, as PostgreSQL's own statistics say (its most common values and their
 * share, the rest shared out evenly): a guess for choosing a plan, never for an answer. Without statistics (a catalogue
 * not analysed yet) every value counts as small.
 */
export async function valueSizes(via: ReadVia, column: string): Promise<(value: string) => number> {
  const [stats] = await rowsOn<{ values: string[] | null; shares: number[] | null; distinct: number; nulls: number; rows: number }>(
    via,
    sql`select s.most_common_vals::text::text[] as values, s.most_common_freqs::float8[] as shares, s.n_distinct::float8 as distinct,
        s.null_frac::float8 as nulls, c.reltuples::float8 as rows
      from pg_stats s join pg_class c on c.relname = s.tablename and c.relnamespace = (select oid from pg_namespace where nspname = s.schemaname)
      where s.schemaname = current_schema() and s.tablename = 'students' and s.attname = ${column}`,
  );
  if (!stats || stats.rows <= 0) return () => 0;
  const common = new Map((stats.values ?? []).map((value, i) => [value, stats.shares![i]!]));
  const distinct = stats.distinct >= 0 ? stats.distinct : -stats.distinct * stats.rows;
  const listedShare = [...common.values()].reduce((sum, share) => sum + share, 0);
  const restShare = Math.max(0, 1 - listedShare - stats.nulls) / Math.max(1, distinct - common.size);
  return (value) => (common.get(value) ?? restShare) * stats.rows;
}
