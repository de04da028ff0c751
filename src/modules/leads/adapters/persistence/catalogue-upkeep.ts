import type { Orm } from '@platform/db/orm';
import { refreshPageAnchorsIfStale } from './page-anchors';

/** Work the catalogue needs after the admin's bulk changes, done off the request that made them. */
export function createCatalogueUpkeep(orm: Orm) {
  const connected = () => orm.isConnected().catch(() => false);
  /** A failure is news only while the database is still open: a command (make import) may close it under the work. */
  const report = (what: string) => async (error: unknown) => {
    if (await connected()) console.error(what, error);
  };
  let rebuild: ReturnType<typeof setTimeout> | undefined;
  return {
    /** A delete shifts the page anchors; rebuild them shortly after (a burst of deletes rebuilds once). */
    anchorsNeedRebuild() {
      clearTimeout(rebuild);
      rebuild = setTimeout(async () => {
        // a command (make erase) or a test may have closed the database meanwhile: then there is nothing to rebuild
        if (!(await connected())) return;
        await refreshPageAnchorsIfStale(orm).catch(report('Page anchors rebuild failed'));
      }, 1_000);
      rebuild.unref?.();
    },
    /**
     * An import's new rows wait in the search index's pending list (Migration20261126000000_search_index_pending_list);
     * merging them right after the answer keeps that work off the import and the list short for searches.
     */
    mergeSearchIndexSoon() {
      setTimeout(async () => {
        if (!(await connected())) return;
        await orm.em
          .fork()
          .execute("select gin_clean_pending_list(c.oid) from pg_class c where c.relname = 'students_search_trgm_idx'")
          .catch(report('Search index merge failed'));
      }, 0).unref?.();
    },
  };
}
