import type { Client } from 'pg';
import type { TracedStatement } from './replay';

/** The plan behind a missed target: the slowest statement of the slowest request, as PostgreSQL ran it. */
export type MissPlan = { statement: string; executionMs?: number; plan: string; reason: string };

const ANALYZE_BUDGET_MS = 5_000;
const toPg = (query: string) => {
  let n = 0;
  return query.replace(/\?/g, () => `$${++n}`);
};

/**
 * Runs `EXPLAIN (ANALYZE, BUFFERS)` on every statement of the request's trace in order (the planner settings it set
 * applied), inside a transaction that is rolled back, and keeps the slowest. Writes are explained too, which runs
 * them: the statements after them see what they wrote, as in the request (an import's rows need its batch row first).
 * A statement that fails now (a unique key the request's own committed write holds) is passed over. A statement the
 * server time-boxes may run far longer without its box: past ANALYZE_BUDGET_MS the estimated plan (plain EXPLAIN) is
 * kept instead, and the reason says so.
 */
export async function explainSlowest(client: Client, statements: TracedStatement[]): Promise<MissPlan | undefined> {
  let slowest: MissPlan | undefined;
  let firstFailure: string | undefined;
  await client.query('begin');
  try {
    for (const statement of statements) {
      const setting = /^\s*set local\s+(.*)$/i.exec(statement.query);
      if (setting) {
        if (!/statement_timeout/i.test(setting[1])) await client.query(`set local ${setting[1]}`);
        continue;
      }
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(statement.query)) continue;
      const candidate = await explainOne(client, statement).catch((error: Error) => {
        firstFailure ??= error.message;
        return undefined;
      });
      if (!candidate) continue;
      if (!slowest || (candidate.executionMs ?? Number.POSITIVE_INFINITY) > (slowest.executionMs ?? 0)) slowest = candidate;
    }
  } finally {
    await client.query('rollback');
  }
  if (!slowest && firstFailure) throw new Error(firstFailure);
  return slowest;
}

async function explainOne(client: Client, statement: TracedStatement): Promise<MissPlan> {
  const sql = toPg(statement.query);
  await client.query('savepoint explain');
  try {
    await client.query(`set local statement_timeout = ${ANALYZE_BUDGET_MS}`);
    const result = await client.query(`explain (analyze, buffers) ${sql}`, statement.params as unknown[]);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
    await client.query('release savepoint explain');
    return { statement: statement.query, executionMs, plan, reason: reasonFromPlan(plan) };
  } catch (error) {
    await client.query('rollback to savepoint explain');
    if ((error as { code?: string }).code !== '57014') throw error;
    const result = await client.query(`explain ${sql}`, statement.params as unknown[]);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    return {
      statement: statement.query,
      plan,
      reason: `ran past ${ANALYZE_BUDGET_MS / 1000} s without the server's time box (estimated plan shown); ${reasonFromPlan(plan)}`,
    };
  }
}

/** A one-line reading of the plan: where the time goes, in the words of the plan's own nodes. */
export function reasonFromPlan(plan: string): string {
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const sorted = /Sort Method: (top-N heapsort|quicksort|external merge)/.exec(plan)?.[1];
  const sortRows = Number(/Sort[^\n]*\(actual time=[^)]*rows=(\d+)/.exec(plan)?.[1] ?? 0);
  const bitmap = /Bitmap Heap Scan/.test(plan);
  // a node's Buffers include its children's: the largest figure is the plan's own total
  const readPages = Math.max(0, ...[...plan.matchAll(/read=(\d+)/g)].map((match) => Number(match[1])));
  const parts: string[] = [];
  // a Sort above the scan: the matches were read whole (planFor's readAll) from a filter's index, not walked in order
  const readWhole = /Sort Key/.test(plan) && /Index Only Scan/.test(plan);
  if (removed > 10_000)
    parts.push(
      readWhole
        ? `reads one filter's covering index whole, discards ${removed.toLocaleString('en-IN')} entries the other filters exclude, and sorts the rest`
        : `walks an index in the sort's order and discards ${removed.toLocaleString('en-IN')} rows the filters exclude`,
    );
  if (sorted && (sortRows > 10_000 || bitmap))
    parts.push(`gathers every matching row${bitmap ? ' through a bitmap of the filter' : ''} and sorts them (${sorted})`);
  if (/Seq Scan on students/.test(plan)) parts.push('reads the whole students table (sequential scan)');
  if (/Index Scan.*trgm|gin_trgm|Bitmap Index Scan on students_search/.test(plan)) parts.push('the trigram index returns many candidates to recheck');
  const inserted = /Insert on students[^\n]*actual time=[\d.]+\.\.([\d.]+) rows=(\d+)/.exec(plan);
  if (inserted)
    parts.push(
      `an insert into students: the Insert node took ${Number(inserted[1]).toFixed(0)} ms (writing each row into the table and every one of its indexes; the nodes under it, which produce the rows, show their own share)`,
    );
  if (readPages > 10_000) parts.push(`${readPages.toLocaleString('en-IN')} pages read from disk, not the cache`);
  return parts.length ? parts.join('; ') : 'no single node dominates: the cost is spread over the plan (see it below)';
}
