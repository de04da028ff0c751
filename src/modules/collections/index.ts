import { Elysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import { collectionsRoutes } from './adapters/http/collections.routes';
import { exportQuoteRoutes } from './adapters/http/export-quote.routes';
import { savedStudentsRoutes } from './adapters/http/saved-students.routes';
import { createCollectionsRepository } from './adapters/persistence/collections.repository';
import { createSavedStudentsRepository } from './adapters/persistence/saved-students.repository';
import type { CollectionsDeps } from './application/deps';
import type { CreditsPort, LeadsPort } from './application/ports/catalogue.port';
import type { ExportEvents } from './application/ports/export-events.port';
import { checkSaved } from './application/saved-entries.use-case';
import type { CollectionsApi } from './contracts';

/**
 * Registered with the ORM by the composition root: none, as every statement of this module is raw SQL
 * (keyset lists, bulk inserts, conditional updates; see docs/decisions on raw SQL and entities).
 */
export const collectionsEntities = [];

/** Members' collections and saved students. Buys through credits (saves, exports) and sees students through leads. */
export function createCollectionsModule(
  deps: ModuleDeps,
  others: { credits: CreditsPort; leads: LeadsPort; exportEvents?: ExportEvents },
): AppModule<CollectionsApi> {
  const own: CollectionsDeps = {
    transaction: createUnitOfWork(deps.orm),
    collections: createCollectionsRepository(deps.orm),
    saved: createSavedStudentsRepository(deps.orm, deps.reads),
    students: others.leads,
    credits: others.credits,
    clock: deps.clock,
    audit: deps.audit,
    events: others.exportEvents,
  };
  const routes = new Elysia({ name: 'collections.module' })
    .use(collectionsRoutes({ ...own, auth: deps.auth }))
    .use(savedStudentsRoutes({ ...own, auth: deps.auth }))
    .use(exportQuoteRoutes({ ...own, auth: deps.auth }));
  const api: CollectionsApi = {
    savedCount: async (memberId) => (await own.saved.list(memberId, null, 1)).total,
    savedAmong: (memberId, studentIds) => checkSaved(memberId, studentIds, own),
    forgetStudentWithin: (tx, studentId) => own.saved.forgetStudentWithin(tx, studentId),
    saversOf: (studentId) => own.saved.saversOf(studentId),
  };
  return { routes, api };
}
