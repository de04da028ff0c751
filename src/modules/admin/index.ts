import { Elysia, type AnyElysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import type { CollectionsApi } from '../collections/contracts';
import type { CreditGrantApi, CreditsApi } from '../credits/contracts';
import type { MemberAdminApi } from '../identity/contracts';
import type { ImportsApi } from '../imports/contracts';
import type { LeadsApi, StudentAdminApi } from '../leads/contracts';
import type { EnquiryStatsApi } from '../marketing/contracts';
import type { PrivacyApi } from '../privacy/contracts';
import { adminAnalyticsRoutes } from './adapters/http/analytics.routes';
import { adminMembersRoutes } from './adapters/http/members.routes';
import { adminPrivacyRoutes } from './adapters/http/privacy.routes';
import type { PrivacyRequestCounts } from './application/dashboard.use-case';
import { eraseStudent, type ErasureDeps } from './application/erase-student.use-case';
import { type IncidentDeps, type IncidentReport, incidentReport } from './application/incident-report.use-case';
import type { AdminApi } from './contracts';

/** The admin module owns no tables: it reads and acts through the other modules' contracts. */
export const adminEntities = [];

export type AdminModuleDeps = {
  students: StudentAdminApi;
  members: MemberAdminApi;
  grants: CreditGrantApi;
  enquiries: EnquiryStatsApi;
  /** erasure asks each module to forget the student in its own tables */
  credits: Pick<CreditsApi, 'forgetStudentWithin'>;
  unlocks: Pick<LeadsApi, 'forgetUnlocksWithin'>;
  collections: Pick<CollectionsApi, 'forgetStudentWithin'>;
  imports: Pick<ImportsApi, 'scrubWithin'>;
  /** ADR 0013: the dashboard's count of records lacking consent; ADR 0017: erasure's suppression and notices */
  privacy: Pick<PrivacyApi, 'counts' | 'copyHoldersOf' | 'retireWithin' | 'tellHolders'>;
  /** ADR 0018: the privacy-requests queue's open and overdue counts (the rights module's, through app.ts) */
  privacyRequests: PrivacyRequestCounts;
};

type ErasurePorts = Pick<AdminModuleDeps, 'students' | 'credits' | 'unlocks' | 'collections' | 'imports'> & { privacy?: ErasureDeps['privacy'] };
const erasureDeps = (deps: Pick<ModuleDeps, 'orm' | 'audit'>, { students, credits, unlocks, collections, imports, privacy }: ErasurePorts): ErasureDeps => ({
  unitOfWork: createUnitOfWork(deps.orm),
  audit: deps.audit,
  students,
  credits,
  unlocks,
  collections,
  imports,
  privacy,
});

/** The erasure of a student across modules, in one transaction, without the routes (for `make erase`). */
export function createStudentErasure(deps: Pick<ModuleDeps, 'orm' | 'audit'>, others: ErasurePorts): AdminApi {
  const erasure = erasureDeps(deps, others);
  return { eraseStudent: (identifier, actor) => eraseStudent(identifier, actor, erasure) };
}

/**
 * The admin portal's members, dashboard, audit log and erasure; its student records are leads' (served under the
 * admin guard). `auditRoutes` is mounted apart from `routes` so that the composition root can keep the contract's
 * order of paths (the audit log and erasure, leads' student records, then members).
 */
export function createAdminModule(deps: ModuleDeps, others: AdminModuleDeps): AppModule<AdminApi> & { auditRoutes: AnyElysia } {
  const erasure = erasureDeps(deps, others);
  const auditRoutes = adminPrivacyRoutes({ auth: deps.auth, audit: deps.audit, erasure, students: others.students, members: others.members });
  const analytics = adminAnalyticsRoutes({
    auth: deps.auth,
    students: others.students,
    members: others.members,
    enquiries: others.enquiries,
    consents: others.privacy,
    privacyRequests: others.privacyRequests,
    clock: deps.clock,
  });
  const routes = new Elysia({ name: 'admin.routes' })
    .use(adminMembersRoutes({ auth: deps.auth, members: others.members, grants: others.grants }))
    .use(analytics);
  return { routes, auditRoutes, api: { eraseStudent: (identifier, actor) => eraseStudent(identifier, actor, erasure) } };
}

export type { IncidentReport } from './application/incident-report.use-case';
/** The incident report of an audit-log window (SECURITY.md runbook, `make incident`). */
export const createIncidentReport =
  (deps: IncidentDeps) =>
  (from: Date, to: Date): Promise<IncidentReport> =>
    incidentReport(from, to, deps);
