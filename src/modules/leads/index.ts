import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { ColumnSettingEntity } from './adapters/persistence/column-setting.entity';
import { StudentEntity } from './adapters/persistence/student.entity';
import type { LeadsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const leadsEntities = [StudentEntity, ColumnSettingEntity];

export function createLeadsModule(deps: ModuleDeps): AppModule<LeadsApi> {
  return { routes: new Elysia({ name: 'leads.routes', prefix: '/api' }).use(deps.auth), api: {} };
}

export { seedStudentsIfEmpty } from './adapters/persistence/seed-students';
