import { empty, type Sql, sql, sqlOf } from '@platform/db/sql';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';

type Where = { sql: string; params: unknown[] };

/** Another module's predicate as the statements not yet written with `sql` take it: text with `?` and its values. */
export function predicateText(predicate: StudentPredicate): Where {
  const { text, params } = sqlOf(predicate).compile();
  return { sql: text, params };
}

/**
 * ADR 0013 (HIDE_RECORDS_WITHOUT_CONSENT): adds the members' visibility predicate to a catalogue WHERE clause. Hidden
 * records are then neither listed, counted, faceted nor found by id; a WHERE that is no longer empty also keeps the
 * list off the page anchors and the unfiltered total off the counters (both count every row).
 */
export function visibleWhere(where: Where, visibility: StudentPredicate | undefined): Where {
  if (!visibility) return where;
  const visible = predicateText(visibility);
  return { sql: where.sql ? `${where.sql} and ${visible.sql}` : `where ${visible.sql}`, params: [...where.params, ...visible.params] };
}

/** `… where id = any(…)` narrowed the same way: the SQL to append. */
export const visibleIdsOnly = (visibility: StudentPredicate | undefined): Sql => (visibility ? sql` and ${sqlOf(visibility)}` : empty);
