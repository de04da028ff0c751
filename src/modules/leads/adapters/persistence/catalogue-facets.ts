import { raw, type Sql, sql } from '@platform/db/sql';
import type { FacetValues } from '@modules/leads/application/ports/student-catalogue.port';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import { FILTER_COLUMNS, whereOf } from './student-sql';

/** A facet lists at most this many values (pincodes can run into the thousands before a state is chosen). */
export const FACET_LIMIT = 1_000;

/** Each facet list: its key in the answer, its filter column, and the filter it is not narrowed by (itself). */
export const FACETS: [keyof FacetValues, keyof typeof FILTER_COLUMNS, keyof StudentFilters][] = [
  ['genders', 'gender', 'gender'],
  ['streams', 'stream', 'stream'],
  ['states', 'state', 'state'],
  ['cities', 'city', 'city'],
  ['entranceExams', 'entranceExam', 'entranceExam'],
  ['educationLevels', 'course', 'course'],
  ['passingYears', 'passingYear', 'passingYear'],
  ['pincodes', 'pincode', 'pincode'],
  ['emailVerifiedOptions', 'emailVerified', 'emailVerified'],
  ['mobileVerifiedOptions', 'mobileVerified', 'mobileVerified'],
  ['whatsappVerifiedOptions', 'whatsappVerified', 'whatsappVerified'],
];

/** The filters whose values catalogue_facet_pairs pairs (Migration20270107000000); the flags have two values each. */
const PAIRED: ReadonlySet<string> = new Set(['gender', 'stream', 'state', 'city', 'entranceExam', 'course', 'passingYear', 'pincode']);

/**
 * One facet's values narrowed by `conditions` (every filter but its own, and the members' visibility), blanks left out.
 * The candidates are the values catalogue_facet_pairs pairs with each chosen filter's value (every value when none is
 * chosen; true and false for a flag); each is kept if one student holds it under `conditions`, found by a probe that
 * stops at the first (LIMIT 1 keeps it a probe: an EXISTS would be planned as a join reading every match).
 */
export function facetValues(key: keyof typeof FILTER_COLUMNS, filters: StudentFilters, conditions: Sql[]): Sql {
  const column = raw(FILTER_COLUMNS[key]);
  const probe = (candidate: Sql) => sql`cross join lateral (select 1 from students ${whereOf([sql`${column} = ${candidate}`, ...conditions])} limit 1) found`;
  if (!PAIRED.has(key)) return sql`select flag.value from (values (false), (true)) flag(value) ${probe(sql`flag.value`)} order by 1`;

  const chosen = (Object.entries(filters) as [keyof StudentFilters, unknown][]).filter(
    ([filter, value]) => filter !== key && PAIRED.has(filter) && value !== undefined,
  );
  const paired = (alias: 'p' | 'q', [filter, value]: [keyof StudentFilters, unknown]) =>
    sql`${raw(alias)}.filter = ${FILTER_COLUMNS[filter as keyof typeof FILTER_COLUMNS]} and ${raw(alias)}.filter_value = ${String(value)}`;
  const [first, ...others] = chosen;
  const candidates = [
    sql`p.facet = ${FILTER_COLUMNS[key]}`,
    first ? paired('p', first) : sql`p.filter = ''`,
    ...others.map((other) => sql`exists (select 1 from catalogue_facet_pairs q where q.facet = p.facet and q.value = p.value and ${paired('q', other)})`),
  ];
  const value = key === 'passingYear' ? sql`p.value::int` : sql`p.value`;
  return sql`select ${value} as value from catalogue_facet_pairs p ${probe(value)} ${whereOf(candidates)} order by 1 limit ${FACET_LIMIT}`;
}
