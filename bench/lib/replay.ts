import { readFileSync, writeFileSync } from 'node:fs';
import type { Client } from 'pg';
import { SQL_TRACE_FLUSHED } from '@platform/db/sql-trace';

export type TracedStatement = { query: string; params: unknown[] };

/**
 * Statements the server (pid) ran since the last call (transaction control dropped: replayed one by one). The server
 * keeps its trace in memory and writes it out on SIGUSR2, ending with SQL_TRACE_FLUSHED.
 */
export async function takeTrace(file: string, pid: number): Promise<TracedStatement[]> {
  process.kill(pid, 'SIGUSR2');
  let text = '';
  for (let waited = 0; !text.endsWith(`${SQL_TRACE_FLUSHED}\n`); waited += 5) {
    if (waited > 10_000) throw new Error('the server did not write its SQL trace');
    await Bun.sleep(5);
    text = readFileSync(file, 'utf8');
  }
  writeFileSync(file, '');
  return text
    .split('\n')
    .filter((line) => line && line !== SQL_TRACE_FLUSHED)
    .map((line) => JSON.parse(line) as TracedStatement)
    .filter((statement) => !/^(begin|commit|rollback|savepoint|release)/i.test(statement.query.trim()));
}

const toPg = (query: string) => {
  let n = 0;
  return query.replace(/\?/g, () => `$${++n}`);
};

/**
 * Runs the same statements straight through `pg`, inside a transaction that is rolled back (writes leave no trace).
 * A `set local statement_timeout` (the time-boxed count and list reads) applies to the next statement that is not a
 * setting, as in the server; that statement may be cancelled by it, as it was there, and its time still counts. Other
 * `set local` planner settings hold until the trace resets them or the replay ends.
 */
export async function replay(client: Client, statements: TracedStatement[]): Promise<number> {
  const writes = statements.some((statement) => !/^\s*(select|with|explain|set)\b/i.test(statement.query));
  const started = performance.now();
  let settingsChanged = false;
  if (writes) await client.query('begin');
  try {
    let timeout: string | undefined;
    for (const statement of statements) {
      const budget = /^\s*set local statement_timeout\s*=\s*(\d+)/i.exec(statement.query);
      if (budget) {
        timeout = budget[1];
        continue;
      }
      // a planner setting local to the server's transaction (ADR 0014) holds for this request's replay, then is reset
      const setting = /^\s*set local\s+(.*)$/i.exec(statement.query);
      if (setting || /^\s*reset\b/i.test(statement.query)) {
        await client.query(setting ? `set ${setting[1]}` : statement.query);
        settingsChanged = true;
        continue;
      }
      if (!timeout) {
        await client.query(toPg(statement.query), statement.params as unknown[]);
        continue;
      }
      await client.query(`set statement_timeout = ${timeout}`);
      if (writes) await client.query('savepoint timed');
      try {
        await client.query(toPg(statement.query), statement.params as unknown[]);
      } catch (error) {
        if ((error as { code?: string }).code !== '57014') throw error;
        if (writes) await client.query('rollback to savepoint timed');
      } finally {
        await client.query('set statement_timeout = 0');
        timeout = undefined;
      }
    }
  } finally {
    if (writes) await client.query('rollback');
  }
  const elapsed = performance.now() - started;
  if (settingsChanged && !writes) await client.query('reset all');
  return elapsed;
}
