import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { ImportBatchEntity } from './adapters/persistence/import-batch.entity';
import { ImportHistoryEntity } from './adapters/persistence/import-history.entity';
import type { ImportsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const importsEntities = [ImportBatchEntity, ImportHistoryEntity];

export function createImportsModule(deps: ModuleDeps): AppModule<ImportsApi> {
  return { routes: new Elysia({ name: 'imports.routes', prefix: '/api' }).use(deps.auth), api: {} };
}
