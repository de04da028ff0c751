type Run = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Above this many rows the unfiltered total comes from the planner's statistics instead of COUNT(*). */
export const EXACT_COUNT_LIMIT = 200_000;

/**
 * The total behind a students list, without scanning 10M rows per request:
 * - a short first page already is the total;
 * - unfiltered, a large table answers with pg_class.reltuples (kept fresh by autovacuum/ANALYZE);
 * - filtered, the count stops at EXACT_COUNT_LIMIT (the list then shows that many pages at most).
 */
export async function countStudents(run: Run, where: { sql: string; params: unknown[] }, knownTotal?: number): Promise<number> {
  if (knownTotal !== undefined) return knownTotal;
  if (!where.sql) {
    const [estimate] = await run("select reltuples::bigint as n from pg_class where oid = 'students'::regclass");
    const approx = Number(estimate?.n ?? -1);
    if (approx > EXACT_COUNT_LIMIT) return approx;
  }
  const [row] = await run(`select count(*)::int as n from (select 1 from students ${where.sql} limit ${EXACT_COUNT_LIMIT}) capped`, where.params);
  return Number(row?.n ?? 0);
}
