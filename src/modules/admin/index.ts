import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import type { AdminApi } from './contracts';

/** The admin module owns no tables: it reads and acts through the other modules' contracts. */
export const adminEntities = [];

export function createAdminModule(deps: ModuleDeps): AppModule<AdminApi> {
  return { routes: new Elysia({ name: 'admin.routes', prefix: '/api' }).use(deps.auth), api: {} };
}
