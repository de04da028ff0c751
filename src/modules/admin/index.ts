import { Elysia } from 'elysia';
import type { AppModule, ModuleDeps } from '../../platform/module';
import type { CreditGrantApi } from '../credits/contracts';
import type { MemberAdminApi } from '../identity/contracts';
import type { StudentAdminApi } from '../leads/contracts';
import type { EnquiryStatsApi } from '../marketing/contracts';
import { adminAnalyticsRoutes } from './adapters/http/analytics.routes';
import { adminMembersRoutes } from './adapters/http/members.routes';
import { adminStudentsRoutes } from './adapters/http/students.routes';
import type { AdminApi } from './contracts';

/** The admin module owns no tables: it reads and acts through the other modules' contracts. */
export const adminEntities = [];

export type AdminModuleDeps = { students: StudentAdminApi; members: MemberAdminApi; grants: CreditGrantApi; enquiries: EnquiryStatsApi };

export function createAdminModule(deps: ModuleDeps, others: AdminModuleDeps): AppModule<AdminApi> {
  const routes = new Elysia({ name: 'admin.routes' })
    .use(adminStudentsRoutes({ auth: deps.auth, students: others.students }))
    .use(adminMembersRoutes({ auth: deps.auth, members: others.members, grants: others.grants, clock: deps.clock }))
    .use(adminAnalyticsRoutes({ auth: deps.auth, students: others.students, members: others.members, enquiries: others.enquiries, clock: deps.clock }));
  return { routes, api: {} };
}
