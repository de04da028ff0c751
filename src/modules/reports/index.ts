import type { AnyElysia } from 'elysia';
import { createUnitOfWork } from '@platform/db/unit-of-work';
import type { ModuleDeps, WebDeps } from '@platform/module';
import type { CreditsApi } from '../credits/contracts';
import { adminReportRoutes, memberReportRoutes } from './adapters/http/reports.routes';
import { createStudentReportsRepository } from './adapters/persistence/student-reports.repository';
import type { ReportsDeps } from './application/reports-deps';

/** Registered with the ORM by the composition root: none, every statement of this module is raw SQL. */
export const reportsEntities = [];

/**
 * "Report wrong data" (ADR 0011): members report, admins review; an approval refunds the unlock through credits
 * (reports → credits, reports → leads; neither knows of reports). Other modules ask nothing of reports: its API is
 * what its routes use. The member and admin routes are mounted apart so that the contract keeps its order of paths.
 */
export function createReportsApi(
  deps: Pick<ModuleDeps, 'orm' | 'audit'>,
  others: { students: ReportsDeps['students']; credits: Pick<CreditsApi, 'refundUnlockWithin'> },
): ReportsDeps {
  return {
    transaction: createUnitOfWork(deps.orm),
    reports: createStudentReportsRepository(deps.orm),
    students: others.students,
    credits: others.credits,
    audit: deps.audit,
  };
}

export const reportsMemberRoutes = (api: ReportsDeps, web: WebDeps): AnyElysia => memberReportRoutes({ ...api, auth: web.auth });
export const reportsAdminRoutes = (api: ReportsDeps, web: WebDeps): AnyElysia => adminReportRoutes({ ...api, auth: web.auth });
