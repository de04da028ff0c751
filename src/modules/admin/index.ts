import { type AnyElysia, Elysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { CreditGrantApi } from '../credits/contracts';
import type { MemberAdminApi } from '../identity/contracts';
import type { LeadsApi, StudentAdminApi } from '../leads/contracts';
import type { EnquiryStatsApi } from '../marketing/contracts';
import type { PrivacyApi } from '../privacy/contracts';
import { adminAnalyticsRoutes } from './adapters/http/analytics.routes';
import { adminMembersRoutes } from './adapters/http/members.routes';
import { adminPrivacyRoutes } from './adapters/http/privacy.routes';
import type { PrivacyRequestCounts } from './application/dashboard.use-case';
import { eraseStudent, type ErasureDeps } from './application/erase-student.use-case';
import { type IncidentDeps, incidentReport } from './application/incident-report.use-case';
import type { AdminApi } from './contracts';

/** The admin module owns no tables: it reads and acts through the other modules' contracts. */
export const adminEntities = [];

type AdminPorts = Omit<ErasureDeps, 'unitOfWork' | 'audit' | 'students' | 'unlocks'> & {
  students: StudentAdminApi;
  leads: Pick<LeadsApi, 'findStudentsByIds' | 'forgetUnlocksWithin'>;
};
export type AdminModuleApi = AdminApi & { internal: { erasure: ErasureDeps; students: StudentAdminApi } };

/**
 * What the admin's acts across modules need: the erasure of a student, in one transaction in which each module
 * forgets it in its own tables (ADR 0004, ADR 0017), and the incident report over the audit log.
 */
export function createAdminApi(deps: Pick<ModuleDeps, 'orm' | 'audit'>, others: AdminPorts): AdminModuleApi {
  const { leads, ...ports } = others;
  const erasure: ErasureDeps = { ...ports, unlocks: leads, unitOfWork: createUnitOfWork(deps.orm), audit: deps.audit };
  const incident: IncidentDeps = { audit: deps.audit, students: leads };
  return {
    eraseStudent: (identifier, actor) => eraseStudent(identifier, actor, erasure),
    incidentReport: (from, to) => incidentReport(from, to, incident),
    internal: { erasure, students: others.students },
  };
}

/** The audit log and the erasure button: mounted before leads' student records, to keep the contract's order of paths. */
export function adminAuditRoutes(api: AdminModuleApi, web: WebDeps, others: { members: MemberAdminApi }): AnyElysia {
  const { erasure, students } = api.internal;
  return adminPrivacyRoutes({ auth: web.auth, audit: web.audit, erasure, students, members: others.members });
}

/** The admin portal's members and dashboard, through the other modules' contracts (its student records are leads'). */
export function adminRoutes(
  api: AdminModuleApi,
  web: WebDeps,
  others: {
    members: MemberAdminApi;
    grants: CreditGrantApi;
    enquiries: EnquiryStatsApi;
    /** ADR 0013: the dashboard's count of records lacking consent */
    privacy: Pick<PrivacyApi, 'counts'>;
    /** ADR 0018: the privacy-requests queue's open and overdue counts (the rights module's) */
    privacyRequests: PrivacyRequestCounts;
  },
): AnyElysia {
  const analytics = adminAnalyticsRoutes({
    auth: web.auth,
    students: api.internal.students,
    members: others.members,
    enquiries: others.enquiries,
    consents: others.privacy,
    privacyRequests: others.privacyRequests,
    clock: web.clock,
  });
  return new Elysia({ name: 'admin.routes' }).use(adminMembersRoutes({ auth: web.auth, members: others.members, grants: others.grants })).use(analytics);
}

export type { IncidentReport } from './application/incident-report.use-case';
