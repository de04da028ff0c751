import type { AnyElysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { AppModule, ModuleDeps } from '@platform/module';
import type { CreditsApi } from '../credits/contracts';
import type { LeadsApi } from '../leads/contracts';
import { adminReportRoutes, memberReportRoutes } from './adapters/http/reports.routes';
import { createStudentReportsRepository } from './adapters/persistence/student-reports.repository';
import type { ReportsDeps } from './application/reports-deps';
import type { ReportsApi } from './contracts';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const reportsEntities = [];

/**
 * "Report wrong data" (ADR 0011): members report, admins review; an approval refunds the unlock through credits
 * (reports → credits, reports → leads; neither knows of reports). `memberRoutes` and `adminRoutes` are mounted apart
 * so that the composition root can keep the contract's order of paths.
 */
export function createReportsModule(
  deps: ModuleDeps,
  others: { students: Pick<LeadsApi, 'findStudentsByIds' | 'unlocksInForceAmong'>; credits: Pick<CreditsApi, 'refundUnlockWithin'> },
): AppModule<ReportsApi> & { adminRoutes: AnyElysia } {
  const own: ReportsDeps = {
    transaction: createUnitOfWork(deps.orm),
    reports: createStudentReportsRepository(deps.orm),
    students: others.students,
    credits: others.credits,
    audit: deps.audit,
  };
  return { routes: memberReportRoutes({ ...own, auth: deps.auth }), adminRoutes: adminReportRoutes({ ...own, auth: deps.auth }), api: {} };
}
