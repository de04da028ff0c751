import type { EntityManager, Orm } from '@platform/db/orm';
import { listTooBroad } from '@modules/leads/domain/leads.errors';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, any>;
export type Execute = <T extends Row[] = Row[]>(sql: string, params?: unknown[]) => Promise<T>;

/**
 * Where a read runs: `reads.read(work, reader)` (platform/db/read-replica.ts: the replica when usable, else the
 * primary), or an Orm (the primary). The whole piece of work, a transaction included, runs on the one connection.
 */
export type ReadVia = Orm | (<T>(work: (em: EntityManager) => Promise<T>) => Promise<T>);

/** Runs `work` on a fresh EntityManager where `via` says. */
export const readOn = <T>(via: ReadVia, work: (em: EntityManager) => Promise<T>): Promise<T> => (typeof via === 'function' ? via(work) : work(via.em.fork()));

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
 * Runs `work` in a read transaction (as a whole where `via` routes it) whose statements are cancelled after `budgetMs`. A cancelled statement becomes 422
 * CATALOGUE.TOO_BROAD.
 */
export async function timeBoxedRead<T>(via: ReadVia, work: (execute: Execute) => Promise<T>, budgetMs = LIST_READ_BUDGET_MS): Promise<T> {
  try {
    return await readOn(via, (fork) =>
      fork.transactional(async (em) => {
        await em.execute(`set local statement_timeout = ${Math.round(budgetMs)}`);
        return work((sql, params = []) => em.execute(sql, params) as Promise<any>);
      }),
    );
  } catch (error) {
    if (isStatementTimeout(error)) throw listTooBroad();
    throw error;
  }
}

/**
 * A deferred join: the page's ids first, in their order (`idsSql` selects only `id`, so an index that holds the order
 * and the filters answers it from the index alone, however deep the offset), then the rows of those ids only. One
 * statement; `columns` name students' columns bare (the page's own columns, page_id and n, clash with none).
 */
export const deferredPage = (columns: string, idsSql: string) =>
  `select ${columns} from unnest(array(${idsSql})) with ordinality as page(page_id, n) join students s on s.id = page.page_id order by page.n`;

/**
 * A page read with planner settings for its ids only (e.g. `enable_indexscan = off`): the settings would also steer
 * the join that fetches the rows, so the ids come first under them, then the rows by id under the defaults.
 */
export async function plannedPage(run: Execute, columns: string, ids: { sql: string; params: unknown[] }, settings: string[]): Promise<Row[]> {
  if (settings.length === 0) return run(deferredPage(columns, ids.sql), ids.params);
  for (const setting of settings) await run(`set local ${setting}`);
  const found = await run<{ id: string }[]>(ids.sql, ids.params);
  for (const setting of settings) await run(`reset ${setting.split('=')[0]!.trim()}`);
  if (found.length === 0) return [];
  return run(`select ${columns} from unnest(?::uuid[]) with ordinality as page(page_id, n) join students s on s.id = page.page_id order by page.n`, [
    sqlArray(found.map((row) => row.id)),
  ]);
}
