import { raw, type Sql, sql } from '@platform/db/sql';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { valueSizes } from './branch-pages';
import { combinationFilters, countedWith, heldWith, KEYED_SORTS, type KeyedSort } from './catalogue-combinations';
import { type ReadVia, rowsOn } from './catalogue-reads';
import { SORT_COLUMN_OF, whereClause, whereOf } from './student-sql';

/**
 * Redundant with "verified within `days`", and what lets a walk start near its first match: no student verified since
 * then was created before the oldest creation among the days of those verifications (contact_verification_days,
 * Migration20270106000000; whole days, so a superset, so a bound that is never too late).
 */
export const verifiedSinceBound = (days: number) =>
  sql`created_at >= (select min(first_created_at) from contact_verification_days
    where day >= ((now() - make_interval(days => ${Number(days)}::int)) at time zone 'UTC')::date)`;

/** The keyed sort columns with few enough values to walk one branch per value (a city has too many). */
type FewValued = Exclude<KeyedSort, 'city'>;
const FEW_VALUED = KEYED_SORTS.filter((sort): sort is FewValued => sort !== 'city');
export const hasFewValues = (sortBy: SortField): sortBy is FewValued => (FEW_VALUED as readonly SortField[]).includes(sortBy);

/** Past this many values a list is not walked one branch per value (a state holds 10–40 cities; India ~700). */
const BRANCHES_MAX = 64;

/** Whether some filter is on a keyed column, so catalogue_combinations can say which values the matches hold. */
export const hasKeyedFilter = (filters: StudentFilters) => Object.keys(combinationFilters(filters).keyed).length > 0;

/**
 * A branch is walked in its value's own range of an index: worth it only where the filter's matches are most of that
 * range (a state's cities), not a sliver of it (a state's passing years: at 10M each branch walked Kerala's whole
 * range again, 264 ms against 124 ms for reading and sorting every match).
 */
const DENSE_SHARE = 0.5;

/**
 * The values some student matching the keyed filters holds (Kerala's cities, not India's), in `sortOrder` as orderClause
 * puts them, read from catalogue_combinations (exact, kept by triggers). Null, and the caller plans as before, when a
 * student holds none (NULLs sort apart, and a branch cannot match NULL by equality), when they are over BRANCHES_MAX,
 * or when a value's matches are under DENSE_SHARE of the students holding it (PostgreSQL's statistics, a guess for a plan).
 */
export async function valuesWithin(via: ReadVia, sortBy: KeyedSort, filters: StudentFilters, sortOrder: 'asc' | 'desc'): Promise<string[] | null> {
  const column = raw(SORT_COLUMN_OF[sortBy]);
  const { keyed, flags } = combinationFilters(filters);
  const held = await rowsOn<{ value: string | null; matches: number }>(
    via,
    sql`select ${column}::text as value, sum(${countedWith(flags)})::int as matches from catalogue_combinations
      ${whereOf([...whereClause(keyed), heldWith(flags)])} group by ${column} order by ${column} ${raw(sortOrder)} limit ${BRANCHES_MAX + 1}`,
  );
  if (held.length > BRANCHES_MAX || held.some((branch) => branch.value === null)) return null;
  const sizeOf = await valueSizes(via, SORT_COLUMN_OF[sortBy]);
  if (held.some((branch) => branch.matches < DENSE_SHARE * sizeOf(branch.value!))) return null;
  return held.map((branch) => branch.value!);
}

/**
 * The values of a few-valued column, highest first as `order by column desc` puts them, or null when a student has
 * none: descending puts NULLs first, and a branch cannot match NULL by equality (the caller walks as before). Read
 * from the column's own index, one descent per value (a loose index scan), so every value any student holds is there.
 */
export async function valuesDescending(via: ReadVia, sortBy: FewValued): Promise<string[] | null> {
  const column = raw(SORT_COLUMN_OF[sortBy]);
  const [row] = await rowsOn<{ values: string[] | null; missing: boolean }>(
    via,
    sql`with recursive held(value) as (
        (select ${column} from students where ${column} is not null order by ${column} desc limit 1)
        union all
        select (select ${column} from students where ${column} < held.value order by ${column} desc limit 1) from held where held.value is not null
      )
      select array(select value::text from held where value is not null) as values,
        exists (select 1 from students where ${column} is null) as missing`,
  );
  if (!row || row.missing) return null;
  return row.values ?? [];
}

/**
 * ADR 0026: "verified within" sorted on a keyed column, one branch per value. Descending walks each value's entries
 * oldest first (the index is (column, created_at desc, id desc), read backwards), where recent verifications are rare:
 * at 10M, 216 ms before the first page. Each branch instead starts at the verification days' lower bound in its own
 * index range (the bound is among `conditions`); ascending, newest first, where they are dense. Each stops at `end`
 * matches; the branches run in `values`' order (WITH ORDINALITY), and the sort only orders each branch's rows within it
 * (incremental), until the page is full.
 */
export function byValue(sortBy: KeyedSort, sortOrder: 'asc' | 'desc', values: string[], conditions: Sql[], end: number, limit: number, offset: number): Sql {
  const column = raw(SORT_COLUMN_OF[sortBy]);
  const value = sortBy === 'passingYear' ? sql`branch.value::int` : sql`branch.value`;
  // ties as orderClause breaks them: newest first when ascending, oldest first when descending
  const within = sortOrder === 'asc' ? raw('created_at desc, id desc') : raw('created_at asc, id asc');
  const page = sortOrder === 'asc' ? raw('m.created_at desc, m.id desc') : raw('m.created_at asc, m.id asc');
  return sql`select m.id from unnest(${values}::text[]) with ordinality as branch(value, n)
    cross join lateral (select id, created_at from students ${whereOf([sql`${column} = ${value}`, ...conditions])} order by ${within} limit ${end}) m
    order by branch.n, ${page} limit ${limit} offset ${offset}`;
}
