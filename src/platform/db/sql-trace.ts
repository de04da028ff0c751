import { appendFileSync } from 'node:fs';
import type { LogContext, Logger } from '@mikro-orm/core';

/**
 * Appends every SQL statement the ORM runs (one JSON line each) to a file. Used only by `make bench`,
 * which replays an endpoint's exact statements through `pg` to show what our own layers cost.
 */
export function sqlTraceLogger(file: string): () => Logger {
  const write = (context: LogContext) => {
    if (context.query && context.level !== 'error') appendFileSync(file, `${JSON.stringify({ query: context.query, params: context.params ?? [], took: context.took })}\n`);
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
