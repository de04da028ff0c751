import { empty, type Sql, sql } from '@platform/db/sql';

/**
 * Where a (created_at desc, id desc) walk goes on after `last`, without an OFFSET. The position is the row's
 * `created_at::text` (`cursor_at`), exact to the microsecond: a JS Date would round it to the millisecond and skip
 * the rows between.
 */
export const after = (last: { cursorAt: string; id: string } | undefined): Sql =>
  last ? sql`where (created_at, id) < (${last.cursorAt}::timestamptz, ${last.id}::uuid)` : empty;

export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The walk's position after the last row of a batch. */
export const positionOf = (row: { cursor_at: string; id: string }) => ({ cursorAt: row.cursor_at, id: row.id });
