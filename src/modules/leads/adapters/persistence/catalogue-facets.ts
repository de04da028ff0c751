import { raw, type Sql, sql } from '@platform/db/sql';
import type { FacetValues } from '@modules/leads/application/ports/student-catalogue.port';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import { combinationFilters, heldWith, isFlag } from './catalogue-combinations';
import { FILTER_COLUMNS, whereClause, whereOf } from './student-sql';

/** A facet lists at most this many values (pincodes can run into the thousands before a state is chosen). */
export const FACET_LIMIT = 1_000;

/** Each facet list: its key in the answer (quoted, as its column in the one statement of all lists), its filter column. */
export const FACETS: [keyof FacetValues, Sql, keyof typeof FILTER_COLUMNS & keyof StudentFilters][] = [
  ['genders', raw('"genders"'), 'gender'],
  ['streams', raw('"streams"'), 'stream'],
  ['states', raw('"states"'), 'state'],
  ['cities', raw('"cities"'), 'city'],
  ['entranceExams', raw('"entranceExams"'), 'entranceExam'],
  ['educationLevels', raw('"educationLevels"'), 'course'],
  ['passingYears', raw('"passingYears"'), 'passingYear'],
  ['pincodes', raw('"pincodes"'), 'pincode'],
  ['emailVerifiedOptions', raw('"emailVerifiedOptions"'), 'emailVerified'],
  ['mobileVerifiedOptions', raw('"mobileVerifiedOptions"'), 'mobileVerified'],
  ['whatsappVerifiedOptions', raw('"whatsappVerifiedOptions"'), 'whatsappVerified'],
];

/**
 * One facet's values narrowed by every filter but its own, blanks left out: the values of the combinations those
 * filters select that some student still holds (catalogue_combinations, ~60 times smaller than the catalogue at 10M).
 * `confirm`: the catalogue's own conditions (the members' visibility, "verified within", DND, the exclusion list),
 * which no combination can tell: each value is then kept only if a student holds it under them, found by a probe that
 * stops at the first (LIMIT 1 keeps it a probe: an EXISTS would be planned as a join reading every match).
 */
export function facetValues(key: keyof typeof FILTER_COLUMNS, filters: StudentFilters, confirm?: Sql[]): Sql {
  const column = raw(FILTER_COLUMNS[key]);
  const { keyed, flags } = combinationFilters(filters, key);
  const combinations = whereClause(keyed);
  let values: Sql;
  if (isFlag(key)) {
    const held = (on: boolean) =>
      sql`select ${raw(on ? 'true' : 'false')} as value where exists (select 1 from catalogue_combinations ${whereOf([...combinations, heldWith({ ...flags, [key]: on })])})`;
    values = sql`${held(false)} union all ${held(true)}`;
  } else {
    const blank = key === 'passingYear' ? sql`${column} is not null` : sql`${column} is not null and ${column} <> ''`;
    values = sql`select distinct ${column} as value from catalogue_combinations ${whereOf([...combinations, heldWith(flags), blank])}`;
  }
  if (!confirm) return sql`select value from (${values}) v order by 1 limit ${FACET_LIMIT}`;
  return sql`select v.value from (${values}) v
    cross join lateral (select 1 from students ${whereOf([sql`${column} = v.value`, ...confirm])} limit 1) found order by 1 limit ${FACET_LIMIT}`;
}
