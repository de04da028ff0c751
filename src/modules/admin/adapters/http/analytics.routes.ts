import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import { getDashboard } from '@modules/admin/application/dashboard.use-case';
import { DashboardResponse } from './members.schemas';

type Deps = { auth: AuthPlugin } & Parameters<typeof getDashboard>[0];

export const adminAnalyticsRoutes = (deps: Deps) =>
  new Elysia({ name: 'admin.analytics.routes', prefix: '/api/analytics' }).use(deps.auth).get('/dashboard', () => getDashboard(deps), {
    admin: true,
    response: { 200: DashboardResponse, 401: ErrorResponse, 403: ErrorResponse },
    detail: { operationId: 'getDashboard', tags: ['Admin: analytics'], summary: 'Dashboard numbers (spec 001 §3)' },
  });
