import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { CollectionEntity } from './adapters/persistence/collection.entity';
import { SavedStudentEntity } from './adapters/persistence/saved-student.entity';
import type { CollectionsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const collectionsEntities = [CollectionEntity, SavedStudentEntity];

export function createCollectionsModule(deps: ModuleDeps): AppModule<CollectionsApi> {
  return { routes: new Elysia({ name: 'collections.routes', prefix: '/api' }).use(deps.auth), api: {} };
}
