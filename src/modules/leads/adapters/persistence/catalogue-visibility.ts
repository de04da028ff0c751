import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';

type Where = { sql: string; params: unknown[] };

/**
 * ADR 0013 (HIDE_RECORDS_WITHOUT_CONSENT): adds the members' visibility predicate to a catalogue WHERE clause. Hidden
 * records are then neither listed, counted, faceted nor found by id; a WHERE that is no longer empty also keeps the
 * list off the page anchors and the unfiltered total off the counters (both count every row).
 */
export function visibleWhere(where: Where, visibility: StudentPredicate | undefined): Where {
  if (!visibility) return where;
  return { sql: where.sql ? `${where.sql} and ${visibility.sql}` : `where ${visibility.sql}`, params: [...where.params, ...visibility.params] };
}

/** `… where id in (…)` narrowed the same way: the SQL to append and its parameters. */
export const visibleIdsOnly = (visibility: StudentPredicate | undefined) => ({
  sql: visibility ? ` and ${visibility.sql}` : '',
  params: visibility?.params ?? [],
});
