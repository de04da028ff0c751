import type { EntityManager } from '@platform/db/orm';
import { type Sql, sql } from '@platform/db/sql';
import { isStatementTimeout, type PlannerSetting, type ReadVia, readOn, setLocally, withinBudget } from './catalogue-reads';
import { type Conditions, whereOf } from './student-sql';

export type CountAnswer = { total: number; isEstimate: boolean };

/**
 * An exact filtered count gets this long; past it the answer is the planner's estimate, flagged. Intersecting the
 * bitmaps of three broad filters (e.g. a state, a stream and a year) costs far more than the page itself, and no fixed
 * row threshold predicts it, so the database's own statement timeout decides what "cheap" means (ADR 0002).
 */
export const EXACT_COUNT_BUDGET_MS = 30;

/** `explain (format json)`'s one row: the plan as JSON (pg parses it; PGlite's driver may hand it over as text). */
type ExplainRow = { 'QUERY PLAN': string | { Plan: { 'Plan Rows': number } }[] };

/** The planner's estimate of the rows matching `conditions` (the table's reltuples when there are none). */
export async function plannerEstimate(em: EntityManager, conditions: Conditions): Promise<number> {
  if (conditions.length === 0) {
    // reltuples::bigint: a bigint arrives as text
    const row = await sql`select reltuples::bigint as n from pg_class where relname = 'students'`.first<{ n: string | number }>(em);
    return Number(row?.n ?? 0);
  }
  const plan = await sql`explain (format json) select 1 from students ${whereOf(conditions)}`.first<ExplainRow>(em);
  const json = plan?.['QUERY PLAN'];
  const parsed: Exclude<ExplainRow['QUERY PLAN'], string> = typeof json === 'string' ? JSON.parse(json) : (json ?? []);
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/** A count's statement (`select … as n`), with planner settings it is read under. */
export type CountStatement = { statement: Sql; settings: readonly PlannerSetting[] };

/** The count, or null when it would take longer than the budget (statement_timeout, local to a transaction). */
async function countWithin(via: ReadVia, budgetMs: number, count: Sql, settings: readonly PlannerSetting[] = []): Promise<number | null> {
  try {
    return await withinBudget(via, budgetMs, async (em) => {
      await setLocally(em, settings);
      return (await count.first<{ n: number }>(em))?.n ?? 0;
    });
  } catch (error) {
    if (isStatementTimeout(error)) return null;
    throw error;
  }
}

/** How many rows match, counted up to `cap` + 1: the capped count's statement. */
const cappedCount = (conditions: Conditions, cap: number) =>
  sql`select count(*)::int as n from (select 1 from students ${whereOf(conditions)} limit ${cap + 1}) capped`;

/** How many rows match, counted up to `cap` + 1 within `budgetMs`; null when the count ran out of time. */
export const countUpTo = (via: ReadVia, conditions: Conditions, cap: number, budgetMs: number) => countWithin(via, budgetMs, cappedCount(conditions, cap));

/**
 * ADR 0002: exact when cheap, the planner's estimate (flagged) otherwise. `estimateWhere` is what the planner is asked
 * about (it may leave out predicates it has no statistics for); `where` is what is counted, up to `cap`, unless
 * `counted` counts the same rows another way (ADR 0029: a search from the name-word index).
 */
export async function countOrEstimate(via: ReadVia, where: Conditions, estimateWhere: Conditions, cap: number, counted?: CountStatement): Promise<CountAnswer> {
  const estimate = () => readOn(via, (em) => plannerEstimate(em, estimateWhere));
  // When the planner already expects far more matches than the cap, counting up to the cap is wasted work
  // (intersecting three filters' bitmaps on 10M rows takes seconds): answer the estimate, flagged. A count read from
  // the name-word index's entries is cheap up to the cap, and the planner's guess for a search is often far off
  // (2,000 for "Sharma" in Maharashtra, which 57 students match at 1M): it is counted first.
  let guess = counted ? undefined : await estimate();
  if (guess !== undefined && guess > cap * 2) return { total: Math.round(guess), isEstimate: true };
  const exact = counted
    ? await countWithin(via, EXACT_COUNT_BUDGET_MS, counted.statement, counted.settings)
    : await countWithin(via, EXACT_COUNT_BUDGET_MS, cappedCount(where, cap));
  if (exact !== null && exact <= cap) return { total: exact, isEstimate: false };
  guess ??= await estimate();
  if (exact === null) return { total: Math.max(1, Math.round(guess)), isEstimate: true };
  return { total: Math.max(Math.round(guess), cap + 1), isEstimate: true };
}
