import type { EntityManager } from '@platform/db/orm';
import { sql } from '@platform/db/sql';
import { type Conditions, whereOf } from './student-sql';

/** Above this many rows the unfiltered total comes from the planner's statistics instead of COUNT(*). */
export const EXACT_COUNT_LIMIT = 200_000;

/**
 * The total behind a students list, without scanning 10M rows per request:
 * - a short first page already is the total;
 * - unfiltered, a large table answers with pg_class.reltuples (kept fresh by autovacuum/ANALYZE);
 * - filtered, the count stops at EXACT_COUNT_LIMIT (the list then shows that many pages at most).
 */
export async function countStudents(em: EntityManager, conditions: Conditions, knownTotal?: number): Promise<number> {
  if (knownTotal !== undefined) return knownTotal;
  if (conditions.length === 0) {
    // reltuples::bigint: a bigint arrives as text
    const estimate = await sql`select reltuples::bigint as n from pg_class where oid = 'students'::regclass`.first<{ n: string | number }>(em);
    const approx = Number(estimate?.n ?? -1);
    if (approx > EXACT_COUNT_LIMIT) return approx;
  }
  const row = await sql`select count(*)::int as n from (select 1 from students ${whereOf(conditions)} limit ${EXACT_COUNT_LIMIT}) capped`.first<{ n: number }>(
    em,
  );
  return row?.n ?? 0;
}
