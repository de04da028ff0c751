import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { entityManagerOf } from '../../platform/db/unit-of-work';
import type { CreditsApi } from '../credits/contracts';
import type { LeadsApi } from '../leads/contracts';
import { collectionsRoutes } from './adapters/http/collections.routes';
import { savedStudentsRoutes } from './adapters/http/saved-students.routes';
import { CollectionEntity } from './adapters/persistence/collection.entity';
import { createCollectionsRepository } from './adapters/persistence/collections.repository';
import { SavedStudentEntity } from './adapters/persistence/saved-student.entity';
import { createSavedStudentsRepository } from './adapters/persistence/saved-students.repository';
import type { CollectionsDeps } from './application/deps';
import { checkSaved } from './application/saved-entries.use-case';
import type { CollectionsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const collectionsEntities = [CollectionEntity, SavedStudentEntity];

export function createCollectionsModule(
  deps: ModuleDeps,
  others: { credits: Pick<CreditsApi, 'chargedTransaction' | 'unlockedAmong'>; leads: Pick<LeadsApi, 'existingIds' | 'studentsForMember'> },
): AppModule<CollectionsApi> {
  const own: CollectionsDeps = {
    collections: createCollectionsRepository(deps.orm),
    saved: createSavedStudentsRepository(deps.orm),
    students: others.leads,
    credits: others.credits,
    clock: deps.clock,
    audit: deps.audit,
  };
  const routes = new Elysia({ name: 'collections.module' })
    .use(collectionsRoutes({ ...own, auth: deps.auth }))
    .use(savedStudentsRoutes({ ...own, auth: deps.auth }));
  const api: CollectionsApi = {
    savedCount: async (memberId) => (await own.saved.list(memberId, null, 1)).total,
    savedAmong: (memberId, studentIds) => checkSaved(memberId, studentIds, own),
    forgetStudentWithin: (tx, studentId) => own.saved.forgetStudentWithin(entityManagerOf(tx), studentId),
  };
  return { routes, api };
}
