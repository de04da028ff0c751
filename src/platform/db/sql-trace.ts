import { appendFileSync } from 'node:fs';
import type { LogContext, Logger } from '@mikro-orm/core';

/** The line the trace file ends with after a requested flush, so the reader knows the file is complete. */
export const SQL_TRACE_FLUSHED = '{"flushed":true}';

/**
 * Records every SQL statement the ORM runs (one JSON line each) for `make bench`, which replays an endpoint's exact
 * statements through `pg` to show what our own layers cost. Lines are kept in memory while requests run (a file write
 * per statement would itself be a cost measured) and written out on SIGUSR2, followed by SQL_TRACE_FLUSHED.
 */
export function sqlTraceLogger(file: string): () => Logger {
  let pending: string[] = [];
  const flush = () => {
    const lines = pending;
    pending = [];
    appendFileSync(file, `${lines.join('')}${SQL_TRACE_FLUSHED}\n`);
  };
  process.on('SIGUSR2', flush);
  const write = (context: LogContext) => {
    // failed statements too: a count cancelled by its time box still took its time
    if (context.query) pending.push(`${JSON.stringify({ query: context.query, params: context.params ?? [], took: context.took })}\n`);
  };
  return () => ({
    log: () => {},
    error: () => {},
    warn: () => {},
    logQuery: write,
    setDebugMode: () => {},
    isEnabled: (namespace) => namespace === 'query',
  });
}
