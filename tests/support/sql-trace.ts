import type { Orm } from '@platform/db/orm';

/**
 * The SQL statements the ORM sends while `run` runs (`begin` and `commit` included), in order: the same log the
 * benchmark's trace reads (platform/db/sql-trace.ts), taken from the ORM's logger, which every connection calls.
 * Only for a test that runs one request at a time: whatever else the ORM sends meanwhile is counted too.
 * `sent`: each statement as PostgreSQL receives it, the values written into the text by the driver (what the planner
 * sees), instead of the text with its `?` placeholders.
 */
export async function tracedStatements(orm: Orm, run: () => Promise<unknown>, options: { sent?: boolean } = {}): Promise<string[]> {
  const logger = orm.config.getLogger();
  const original = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = (context) => {
    const text = options.sent ? ((context as { formatted?: string }).formatted ?? context.query) : context.query;
    if (text) statements.push(text.replace(/\s+/g, ' ').trim());
    original.call(logger, context);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return statements;
}
