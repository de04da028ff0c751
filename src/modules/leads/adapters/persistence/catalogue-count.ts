import { type Execute, isStatementTimeout, type ReadVia, readOn } from './catalogue-reads';

type Where = { sql: string; params: unknown[] };
export type CountAnswer = { total: number; isEstimate: boolean };

/**
 * An exact filtered count gets this long; past it the answer is the planner's estimate, flagged. Intersecting the
 * bitmaps of three broad filters (e.g. a state, a stream and a year) costs far more than the page itself, and no fixed
 * row threshold predicts it, so the database's own statement timeout decides what "cheap" means (ADR 0002).
 */
export const EXACT_COUNT_BUDGET_MS = 30;

/** The planner's estimate of the rows a WHERE clause matches (the table's reltuples when there is none). */
export async function plannerEstimate(execute: Execute, where: Where): Promise<number> {
  if (!where.sql) {
    const [row] = await execute<{ n: number }[]>("select reltuples::bigint as n from pg_class where relname = 'students'");
    return Number(row?.n ?? 0);
  }
  const [plan] = await execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) select 1 from students ${where.sql}`, where.params);
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
  return Number(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** The count, or null when it would take longer than the budget (statement_timeout, local to a transaction). */
async function countWithin(via: ReadVia, budgetMs: number, sql: string, params: unknown[]): Promise<number | null> {
  try {
    return await readOn(via, (fork) =>
      fork.transactional(async (em) => {
        await em.execute(`set local statement_timeout = ${budgetMs}`);
        const [row] = await em.execute<{ n: number }[]>(sql, params);
        return Number(row?.n ?? 0);
      }),
    );
  } catch (error) {
    if (isStatementTimeout(error)) return null;
    throw error;
  }
}

/** How many rows match, counted up to `cap` + 1 within `budgetMs`; null when the count ran out of time. */
export const countUpTo = (via: ReadVia, where: Where, cap: number, budgetMs: number) =>
  countWithin(via, budgetMs, `select count(*)::int as n from (select 1 from students ${where.sql} limit ${cap + 1}) capped`, where.params);

/**
 * ADR 0002: exact when cheap, the planner's estimate (flagged) otherwise. `estimateWhere` is what the planner is asked
 * about (it may leave out predicates it has no statistics for); `where` is what is counted, up to `cap`.
 */
export async function countOrEstimate(via: ReadVia, execute: Execute, where: Where, estimateWhere: Where, cap: number): Promise<CountAnswer> {
  // When the planner already expects far more matches than the cap, counting up to the cap is wasted work
  // (intersecting three filters' bitmaps on 10M rows takes seconds): answer the estimate, flagged.
  const guess = await plannerEstimate(execute, estimateWhere);
  if (guess > cap * 2) return { total: Math.round(guess), isEstimate: true };
  const exact = await countWithin(
    via,
    EXACT_COUNT_BUDGET_MS,
    `select count(*)::int as n from (select 1 from students ${where.sql} limit ${cap + 1}) capped`,
    where.params,
  );
  if (exact === null) return { total: Math.max(1, Math.round(guess)), isEstimate: true };
  if (exact <= cap) return { total: exact, isEstimate: false };
  return { total: Math.max(Math.round(guess), cap + 1), isEstimate: true };
}
