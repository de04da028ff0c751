import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import type { RightsDeps } from '@modules/rights/application/rights.deps';
import { forAdmin, resolveRequest } from '@modules/rights/application/resolve-request.use-case';
import { requestNotFound } from '@modules/rights/domain/rights.errors';
import { DecisionBody, QueueQuery, QueueView, RequestDetail } from './rights.schemas';

const tags = ['Privacy'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** ADR 0018: the admin's privacy-requests queue, overdue first. */
export const privacyRequestsRoutes = (deps: RightsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'rights.requests.routes', prefix: '/api/admin/privacy-requests' })
    .use(deps.auth)
    .get(
      '',
      async ({ query }) => {
        const now = deps.clock.now();
        const [requests, counts] = await Promise.all([deps.requests.list({ status: query.status, limit: 500 }), deps.requests.counts(now)]);
        return { requests: requests.map((request) => forAdmin(request, now)), ...counts };
      },
      {
        admin: true,
        query: QueueQuery,
        response: { 200: QueueView, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listPrivacyRequests',
          tags,
          summary: 'Corrections, withdrawals, erasures and grievances: open ones first, the most overdue on top (due 30 days after receipt)',
          description: 'status filters to open, handled or rejected; at most 500 rows. `open` and `overdue` count the whole queue.',
        },
      },
    )
    .get(
      '/:id',
      async ({ params }) => {
        const request = await deps.requests.find(params.id);
        if (!request) throw requestNotFound();
        const page = await deps.audit.search({ studentId: request.studentId, from: new Date(request.receivedAt), limit: 50 });
        const auditRows = page.entries.map((entry) => ({ occurredAt: entry.occurredAt, actor: entry.actor.label, action: entry.action, detail: entry.detail }));
        return { request: forAdmin(request, deps.clock.now()), auditRows };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: RequestDetail, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: { operationId: 'getPrivacyRequest', tags, summary: 'One request and the audit rows on its record since it was received (newest first, 50)' },
      },
    )
    .post('/:id/resolve', ({ params, body, admin }) => resolveRequest(params.id, { outcome: body.outcome, reply: body.reply || null }, actorOf(admin), deps), {
      admin: true,
      params: uuidParam,
      body: DecisionBody,
      response: { 200: RequestDetail.entries.request, 400: ErrorResponse, ...denied, 404: ErrorResponse, 409: ErrorResponse },
      detail: {
        operationId: 'resolvePrivacyRequest',
        tags,
        summary: 'Answers an open request: handled (a correction is applied, an erasure run) or rejected, with an optional reply e-mailed to the student',
        description: 'outcome is handled or rejected. 409 RIGHTS.REQUEST_CLOSED when it was answered already.',
      },
    });
