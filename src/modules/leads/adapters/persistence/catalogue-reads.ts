import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { integer, raw, type Sql, sql } from '@platform/db/sql';
import { listTooBroad } from '@modules/leads/domain/leads.errors';

/**
 * Where a read runs: `reads.read(work, reader)` (platform/db/read-replica.ts: the replica when usable, else the
 * primary), or an Orm (the primary). The whole piece of work, a transaction included, runs on the one connection.
 */
export type ReadVia = Orm | (<T>(work: (em: EntityManager) => Promise<T>) => Promise<T>);

/** Runs `work` on the session where `via` says. */
export const readOn = <T>(via: ReadVia, work: (em: EntityManager) => Promise<T>): Promise<T> => (typeof via === 'function' ? via(work) : work(sessionOf(via)));

/** The rows of one statement where `via` says. */
export const rowsOn = <Row extends object>(via: ReadVia, statement: Sql): Promise<Row[]> => readOn(via, (em) => statement.rows<Row>(em));

/**
 * A list read may take this long (statement_timeout, local to its transaction); past it the answer is 422
 * CATALOGUE.TOO_BROAD. With the count and the presentation the request stays under the 1 s a member may wait
 * (ADR 0014). Inside the result window only a filter and sort the indexes cannot serve together comes near it.
 */
export const LIST_READ_BUDGET_MS = 700;

/** PostgreSQL's query_canceled (57014), however the driver wraps it. */
export const isStatementTimeout = (error: unknown): boolean => {
  for (let e: any = error; e; e = e.cause) if (e.code === '57014' || /statement timeout/i.test(String(e.message))) return true;
  return false;
};

/**
 * Runs `work` in a transaction (on the one connection `via` routes it to) whose statements are cancelled after
 * `budgetMs`: `set local statement_timeout` takes no parameter, so the budget is written into the text.
 */
export const withinBudget = <T>(via: ReadVia, budgetMs: number, work: (em: EntityManager) => Promise<T>): Promise<T> =>
  readOn(via, (session) =>
    session.transactional(async (em) => {
      await sql`set local statement_timeout = ${integer(Math.round(budgetMs))}`.run(em);
      return work(em);
    }),
  );

/** Runs `work` within the budget; a cancelled statement becomes 422 CATALOGUE.TOO_BROAD. */
export async function timeBoxedRead<T>(via: ReadVia, work: (em: EntityManager) => Promise<T>, budgetMs = LIST_READ_BUDGET_MS): Promise<T> {
  try {
    return await withinBudget(via, budgetMs, work);
  } catch (error) {
    if (isStatementTimeout(error)) throw listTooBroad();
    throw error;
  }
}

/**
 * A deferred join: the page's ids first, in their order (`ids` selects only `id`, so an index that holds the order
 * and the filters answers it from the index alone, however deep the offset), then the rows of those ids only. One
 * statement; `columns` name students' columns bare (the page's own columns, page_id and n, clash with none).
 */
export const deferredPage = (columns: Sql, ids: Sql) =>
  sql`select ${columns} from unnest(array(${ids})) with ordinality as page(page_id, n) join students s on s.id = page.page_id order by page.n`;

/** Planner settings a page's ids may be read under (ADR 0014, planFor in adapters/search/postgres-search-index.ts). */
export type PlannerSetting =
  | 'enable_bitmapscan = off'
  | 'enable_seqscan = off'
  | 'enable_indexscan = off'
  | 'enable_hashjoin = off'
  | 'max_parallel_workers_per_gather = 0'
  | typeof EXACT_BITMAPS;
/**
 * Memory enough for a search's bitmap of trigram candidates to stay exact. Under the default 4 MB, the 266,008
 * candidates of "sharma" at 10M (666,125 pages) turned lossy: whole pages were rechecked, 1,738,574 rows for 545
 * matches with Maharashtra (5.2 s); exact, 1,746 pages (0.76 s, the two indexes' bitmaps the rest). Per statement.
 */
export const EXACT_BITMAPS = "work_mem = '64MB'";
const SETTING_NAME = {
  'enable_bitmapscan = off': 'enable_bitmapscan',
  'enable_seqscan = off': 'enable_seqscan',
  'enable_indexscan = off': 'enable_indexscan',
  'enable_hashjoin = off': 'enable_hashjoin',
  'max_parallel_workers_per_gather = 0': 'max_parallel_workers_per_gather',
  [EXACT_BITMAPS]: 'work_mem',
} as const satisfies Record<PlannerSetting, string>;

/**
 * A page read with planner settings for its ids only (e.g. `enable_indexscan = off`): the settings would also steer
 * the join that fetches the rows, so the ids come first under them, then the rows by id under the defaults.
 */
export async function plannedPage<Row extends object>(em: EntityManager, columns: Sql, ids: Sql, settings: readonly PlannerSetting[]): Promise<Row[]> {
  if (settings.length === 0) return deferredPage(columns, ids).rows<Row>(em);
  const found = await plannedIds(em, ids, settings);
  if (found.length === 0) return [];
  return sql`select ${columns} from unnest(${found}::uuid[]) with ordinality as page(page_id, n) join students s on s.id = page.page_id order by page.n`.rows<Row>(
    em,
  );
}

/** Planner settings for the rest of the transaction `em` runs (`set local`). */
export async function setLocally(em: EntityManager, settings: readonly PlannerSetting[]): Promise<void> {
  for (const setting of settings) await sql`set local ${raw(setting)}`.run(em);
}

/** A page's ids read under planner settings (inside a transaction: `set local`), the settings reset afterwards. */
export async function plannedIds(em: EntityManager, ids: Sql, settings: readonly PlannerSetting[]): Promise<string[]> {
  await setLocally(em, settings);
  const found = await ids.rows<{ id: string }>(em);
  for (const setting of settings) await sql`reset ${raw(SETTING_NAME[setting])}`.run(em);
  return found.map((row) => row.id);
}
