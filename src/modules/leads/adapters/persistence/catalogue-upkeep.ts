import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import type { BackgroundTasks } from '@platform/kernel/background';
import { refreshPageAnchorsIfStale } from './page-anchors';

/** The catalogue and the name-word index kept in step with it (ADR 0029): vacuumed and analysed together. */
export const CATALOGUE_TABLES = raw('students, student_name_words');

/** An import of at least this many rows, and this share of the catalogue, refreshes its statistics. */
const BULK_CHANGE_ROWS = 10_000;
const BULK_CHANGE_SHARE = 0.02;

/** When a delete's anchors are checked again: soon, then after a long transaction would have committed. */
const REBUILD_CHECKS_MS = [1_000, 10_000, 60_000];

/** When the catalogue is vacuumed after an undo: once the undo's transaction (refunds first) has surely committed. */
const VACUUM_AFTER_DELETE_MS = 10_000;

/** Work the catalogue needs after the admin's bulk changes, done off the request that made them. */
export function createCatalogueUpkeep(orm: Orm, background?: BackgroundTasks) {
  const connected = () => orm.isConnected().catch(() => false);
  /** A failure is news only while the database is still open: a command (make import) may close it under the work. */
  const report = (what: string) => async (error: unknown) => {
    if (await connected()) console.error(what, error);
  };
  let rebuilds: ReturnType<typeof setTimeout>[] = [];
  // one vacuum at a time (a second would wait for the first's lock); a bulk change meanwhile asks for one more after it
  let vacuuming = false;
  let vacuumAgain = false;
  const vacuum = async (): Promise<void> => {
    if (vacuuming) {
      vacuumAgain = true;
      return;
    }
    vacuuming = true;
    try {
      do {
        vacuumAgain = false;
        if (!(await connected())) return;
        // said only while the database is still open (a command or a test may close it under the vacuum)
        await sql`vacuum ${CATALOGUE_TABLES}`.run(sessionOf(orm)).catch(report('Catalogue vacuum failed'));
      } while (vacuumAgain);
    } finally {
      vacuuming = false;
    }
  };
  const vacuumInBackground = () => {
    if (background) background.run('Catalogue vacuum failed', vacuum);
    else vacuum().catch(report('Catalogue vacuum failed'));
  };
  return {
    /**
     * A delete shifts the page anchors; rebuild them shortly after (a burst of deletes rebuilds once). The delete may
     * sit in a transaction that commits later (an undone import also refunds its members first): until it commits
     * the anchors still look fresh, so the check runs again later, cheaply (one read while they are fresh).
     */
    anchorsNeedRebuild() {
      for (const timer of rebuilds) clearTimeout(timer);
      rebuilds = REBUILD_CHECKS_MS.map((delay) => {
        const timer = setTimeout(async () => {
          // a command (make erase) or a test may have closed the database meanwhile: then there is nothing to rebuild
          if (!(await connected())) return;
          await refreshPageAnchorsIfStale(orm).catch(report('Page anchors rebuild failed'));
        }, delay);
        timer.unref?.();
        return timer;
      });
    },
    /**
     * Issue 30: a bulk load leaves the planner's statistics behind (measured at 1M: 6 of 15 list scenarios up to 430 ms
     * until the table was analysed), and autovacuum waits for 10 % of the table to change. An import of this many
     * rows, and this share of the catalogue, analyses it before its answer (an undo's deleted rows are autovacuum's): ANALYZE reads a fixed sample
     * (about 300 ms at 10M), small beside such an import, and the next list is planned on the new rows.
     */
    async catalogueChangedInBulk(rows: number) {
      if (rows < BULK_CHANGE_ROWS) return;
      try {
        const table = await sql`select reltuples::bigint as n from pg_class where relname = 'students'`.first<{ n: string }>(sessionOf(orm));
        if (rows >= Math.max(1, Number(table?.n ?? 0)) * BULK_CHANGE_SHARE) await sql`analyze ${CATALOGUE_TABLES}`.run(sessionOf(orm));
      } catch (error) {
        await report('Catalogue statistics refresh failed')(error);
      }
    },
    /**
     * After an import or an undo of BULK_CHANGE_ROWS rows or more, the catalogue is vacuumed in the background.
     * Autovacuum would do it, but it may be off: this machine's PostgreSQL runs with
     * `autovacuum = off`, and the embedded PGlite runs no autovacuum at all. Without a vacuum an import's pages are
     * never marked all-visible, so every index-only scan over the new rows reads the table too, and an undo's and a
     * rolled-back COPY's dead rows stay in every index (issue 30). With only new rows, or a few pages of dead ones,
     * VACUUM reads only the changed pages and skips the indexes, so it costs little even at 10M.
     */
    vacuumAfterBulkChange(rows: number, { afterCommit = false }: { afterCommit?: boolean } = {}) {
      if (rows < BULK_CHANGE_ROWS) return;
      if (!afterCommit) return vacuumInBackground();
      // a delete inside a transaction: its rows can be vacuumed only once it has committed
      const timer = setTimeout(vacuumInBackground, VACUUM_AFTER_DELETE_MS);
      timer.unref?.();
    },
    /**
     * An import's new rows wait in the search index's pending list (Migration20261126000000_search_index_pending_list);
     * merging them right after the answer keeps that work off the import and the list short for searches. As
     * background work it is drained before the database closes (shutdown, a command's end, a test's close).
     */
    mergeSearchIndexSoon() {
      const merge = async () => {
        if (!(await connected())) return;
        await sql`select gin_clean_pending_list(c.oid) from pg_class c where c.relname = 'students_search_trgm_idx'`
          .rows(sessionOf(orm))
          .catch(report('Search index merge failed'));
      };
      if (background) background.run('Search index merge failed', merge);
      else setTimeout(merge, 0).unref?.();
    },
  };
}
