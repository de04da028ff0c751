import { empty, type Sql, sql, sqlOf } from '@platform/db/sql';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import { whereClause, type Conditions } from './student-sql';

/**
 * ADR 0013 (HIDE_RECORDS_WITHOUT_CONSENT): adds the members' visibility predicate to a catalogue WHERE clause. Hidden
 * records are then neither listed, counted, faceted nor found by id; a WHERE that is no longer empty also keeps the
 * list off the page anchors and the unfiltered total off the counters (both count every row).
 */
export const visibleWhere = (conditions: Conditions, visibility: StudentPredicate | undefined): Sql[] =>
  visibility ? [...conditions, sqlOf(visibility)] : [...conditions];

/** student-sql.ts's whereClause closed by the visibility predicate: the members' catalogue's conditions. */
export const visibleWhereClause =
  (visibility: StudentPredicate | undefined): typeof whereClause =>
  (...args) =>
    visibleWhere(whereClause(...args), visibility);

/** `… where id = any(…)` narrowed the same way: the SQL to append. */
export const visibleIdsOnly = (visibility: StudentPredicate | undefined): Sql => (visibility ? sql` and ${sqlOf(visibility)}` : empty);
