import { type AnyElysia, Elysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import { collectionsRoutes as collectionListRoutes } from './adapters/http/collections.routes';
import { exportQuoteRoutes } from './adapters/http/export-quote.routes';
import { savedStudentsRoutes } from './adapters/http/saved-students.routes';
import { createCollectionsRepository } from './adapters/persistence/collections.repository';
import { createSavedStudentsRepository } from './adapters/persistence/saved-students.repository';
import type { CollectionsDeps } from './application/deps';
import type { CreditsPort, LeadsPort } from './application/ports/catalogue.port';
import type { ExportEvents } from './application/ports/export-events.port';
import { checkSaved } from './application/saved-entries.use-case';
import type { CollectionsApi } from './contracts';

import { reassignOwnerWithin } from './adapters/persistence/reassign-owner';
/**
 * Registered with the ORM by the composition root: none, as every statement of this module is raw SQL
 * (keyset lists, bulk inserts, conditional updates; see docs/decisions on raw SQL and entities).
 */
export const collectionsEntities = [];

export type CollectionsModuleApi = CollectionsApi & { internal: CollectionsDeps };

/** Members' collections and saved students. Buys through credits (saves, exports) and sees students through leads. */
export function createCollectionsApi(deps: ModuleDeps, others: { credits: CreditsPort; leads: LeadsPort; exportEvents?: ExportEvents }): CollectionsModuleApi {
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
  return {
    savedCount: async (memberId) => (await own.saved.list(memberId, null, 1)).total,
    savedAmong: (memberId, studentIds) => checkSaved(memberId, studentIds, own),
    forgetStudentWithin: (tx, studentId) => own.saved.forgetStudentWithin(tx, studentId),
    saversOf: (studentId) => own.saved.saversOf(studentId),
    reassignOwner: (tx, fromMemberId, toMemberId) => reassignOwnerWithin(tx, fromMemberId, toMemberId),
    internal: own,
  };
}

export function collectionsRoutes(api: CollectionsModuleApi, web: WebDeps): AnyElysia {
  const own = { ...api.internal, auth: web.auth };
  return new Elysia({ name: 'collections.module' }).use(collectionListRoutes(own)).use(savedStudentsRoutes(own)).use(exportQuoteRoutes(own));
}
