import type { ModuleDeps } from '@platform/module';
import { createStudentCatalogueRepository } from './adapters/persistence/student-catalogue.repository';
import { createPostgresSearchIndex } from './adapters/search/postgres-search-index';
import type { StudentPredicate } from './application/ports/consent-filter.port';
import { SHARED_PAGE_TTL_MS, withSharedPages } from './application/shared-pages';
import { ttlCache } from './application/ttl-cache';

/**
 * The portal's catalogue, put together for leads' index: a list's ids and totals from the search index (issue #30,
 * docs/architecture/search-index.md; the catalogue's own table for now), its rows from PostgreSQL. `repository` reads
 * afresh every time; `catalogue` shares the first pages among members for a few seconds, except with
 * HIDE_RECORDS_WITHOUT_CONSENT (`visibility`), where a withdrawal (privacy's write, not seen here) must hide the record
 * at once.
 */
export function createCatalogue(deps: Pick<ModuleDeps, 'orm' | 'reads' | 'clock'>, visibility: StudentPredicate | undefined) {
  const now = () => deps.clock.now().getTime();
  const index = createPostgresSearchIndex(deps.orm, { visibility, reads: deps.reads });
  const repository = createStudentCatalogueRepository(deps.orm, { visibility, reads: deps.reads, index });
  const catalogue = visibility
    ? { ...repository, forget: () => {} }
    : withSharedPages(repository, ttlCache(SHARED_PAGE_TTL_MS, now, 100), ttlCache(SHARED_PAGE_TTL_MS, now, 1));
  return { repository, catalogue };
}
