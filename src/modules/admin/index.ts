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
import { adminStudentsRoutes } from './adapters/http/students.routes';
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

/** The admin portal's student, member, analytics and privacy screens, through the other modules' contracts. */
export function adminRoutes(
  api: AdminModuleApi,
  web: WebDeps,
  others: {
    members: MemberAdminApi;
    grants: CreditGrantApi;
    enquiries: EnquiryStatsApi;
    /** ADR 0013: consent states for the student list, and the dashboard's count of records lacking consent */
    privacy: Pick<PrivacyApi, 'recordConsents' | 'counts' | 'suppressedAmong'>;
    /** ADR 0018: the privacy-requests queue's open and overdue counts (the rights module's) */
    privacyRequests: PrivacyRequestCounts;
  },
): AnyElysia {
  const { erasure, students } = api.internal;
  return new Elysia({ name: 'admin.routes' })
    .use(adminPrivacyRoutes({ auth: web.auth, audit: web.audit, erasure, students, members: others.members }))
    .use(adminStudentsRoutes({ auth: web.auth, students, privacy: others.privacy, retentionCycles: web.config.retentionAdmissionCycles }))
    .use(adminMembersRoutes({ auth: web.auth, members: others.members, grants: others.grants }))
    .use(
      adminAnalyticsRoutes({
        auth: web.auth,
        students,
        members: others.members,
        enquiries: others.enquiries,
        consents: others.privacy,
        privacyRequests: others.privacyRequests,
        clock: web.clock,
      }),
    );
}

export type { IncidentReport } from './application/incident-report.use-case';
