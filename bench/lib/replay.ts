import { readFileSync, writeFileSync } from 'node:fs';
import type { Client } from 'pg';

export type TracedStatement = { query: string; params: unknown[] };

/** Statements the server ran since the trace file was last cleared (transaction control dropped: replayed one by one). */
export function takeTrace(file: string): TracedStatement[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {}
  writeFileSync(file, '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TracedStatement)
    .filter((statement) => !/^(begin|commit|rollback|savepoint|release)/i.test(statement.query.trim()));
}

const toPg = (query: string) => {
  let n = 0;
  return query.replace(/\?/g, () => `$${++n}`);
};

/** Runs the same statements straight through `pg`, inside a transaction that is rolled back (writes leave no trace). */
export async function replay(client: Client, statements: TracedStatement[]): Promise<number> {
  const writes = statements.some((statement) => !/^\s*(select|with)\b/i.test(statement.query));
  const started = performance.now();
  if (writes) await client.query('begin');
  try {
    for (const statement of statements) await client.query(toPg(statement.query), statement.params as unknown[]);
  } finally {
    if (writes) await client.query('rollback');
  }
  return performance.now() - started;
}
