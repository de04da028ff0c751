import type { Orm } from '@platform/db/orm';
import { sql } from '@platform/db/sql';
import { type ReadRouting, readsFromPrimary } from '@platform/db/read-replica';
import type { NewMatchesReader } from '@modules/leads/application/ports/new-matches.port';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import { timeBoxedRead } from './catalogue-reads';
import { visibleWhere } from './catalogue-visibility';
import { whereClause, whereOf } from './student-sql';

/** Saved searches' counts run many to a page (one per saved search): each gets less time than a list read. */
const NEW_MATCHES_BUDGET_MS = 400;

/**
 * The catalogue's WHERE clause (the same filters, search and members' visibility as the list) plus a window on
 * created_at. Every filter column has an index (column, created_at desc, id desc), and created_at its own, so
 * "created after T" reads only the new rows of the index, bounded by the cap.
 */
export function createNewMatchesReader(orm: Orm, options: { visibility?: StudentPredicate; reads?: ReadRouting } = {}): NewMatchesReader {
  const reads = options.reads ?? readsFromPrimary(orm);
  const primary = readsFromPrimary(orm);
  return {
    async newSince({ filters, search, after, upTo, cap, idLimit, reader }) {
      const base = visibleWhere(whereClause(filters, search), options.visibility);
      const window = upTo
        ? sql`created_at > ${after.toISOString()}::timestamptz and created_at <= ${upTo.toISOString()}::timestamptz`
        : sql`created_at > ${after.toISOString()}::timestamptz`;
      // up to a horizon (the digest, which then starts its next window there): on the primary, whose clock set the
      // horizon, so that a replica's lag cannot skip a student for good
      const via = upTo ? primary : reads;
      return timeBoxedRead(
        (work) => via.read(work, reader),
        async (em) => {
          // one statement: the newest cap + 1 ids (their number is the count, the first idLimit the answer's). The
          // digest's window is closed and short (the rows added since its last run): those rows first, then the filters
          // and the search on them alone, so a broad search costs the same on a catalogue of any size
          const newest = upTo
            ? sql`with fresh as materialized (select * from students where ${window}) select id from fresh students ${whereOf(base)} order by created_at desc, id desc limit ${cap + 1}`
            : sql`select id from students ${whereOf([...base, window])} order by created_at desc, id desc limit ${cap + 1}`;
          const rows = await newest.rows<{ id: string }>(em);
          return { count: Math.min(rows.length, cap), capped: rows.length > cap, ids: rows.slice(0, idLimit).map((row) => row.id) };
        },
        NEW_MATCHES_BUDGET_MS,
      );
    },
  };
}
