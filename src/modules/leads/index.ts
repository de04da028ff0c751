import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import { ColumnSettingEntity } from './adapters/persistence/column-setting.entity';
import { StudentEntity } from './adapters/persistence/student.entity';
import { createStudentAdminRepository } from './adapters/persistence/student-admin.repository';
import type { LeadsApi } from './contracts';

/** Registered with the ORM by the composition root; not for other modules. */
export const leadsEntities = [StudentEntity, ColumnSettingEntity];

export function createLeadsModule(deps: ModuleDeps): AppModule<LeadsApi> {
  return { routes: new Elysia({ name: 'leads.routes', prefix: '/api' }).use(deps.auth), api: { admin: createStudentAdminRepository(deps.orm) } };
}

export { seedStudentsIfEmpty } from './adapters/persistence/seed-students';
export {
  StudentBulkUpdatesSchema,
  StudentFormSchema,
  StudentImportRowSchema,
  StudentPatchSchema,
  normaliseMobile,
} from './domain/student-form.schema';
