import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, totalPages, uuidParam } from '@platform/http/schemas';
import type { CreditGrantApi } from '@modules/credits/contracts';
import { type MemberAdminApi, memberNotFound } from '@modules/identity/contracts';
import { AssignCreditsBody, CreditsAssigned, MemberChanged, MemberList, MemberListQuery, UpgradeBody } from './members.schemas';

const denied = { 401: ErrorResponse, 403: ErrorResponse };
const tags = ['Admin: members'];
const changed = { 200: MemberChanged, 400: ErrorResponse, 404: ErrorResponse, ...denied };

/** Member management: list, membership, status, verification and credit grants. */
export const adminMembersRoutes = (deps: { auth: AuthPlugin; members: MemberAdminApi; grants: CreditGrantApi }) =>
  new Elysia({ name: 'admin.members.routes', prefix: '/api/website-users' })
    .use(deps.auth)
    .get(
      '',
      async ({ query }) => {
        const { users, total, premiumUsers } = await deps.members.list(query);
        return { users, total, totalPages: totalPages(total, query.limit), page: query.page, stats: { premiumUsers } };
      },
      {
        admin: true,
        query: MemberListQuery,
        response: { 200: MemberList, 400: ErrorResponse, ...denied },
        detail: { operationId: 'listWebsiteUsers', tags, summary: 'Members, newest first' },
      },
    )
    .post(
      '/:id/upgrade-membership',
      async ({ params, body, admin }) => {
        const change = { membershipType: body.membershipType, expiresAt: body.expiresAt ? new Date(body.expiresAt) : null };
        return { message: 'Membership updated successfully!', user: await deps.members.changeMembership(params.id, change, actorOf(admin)) };
      },
      {
        admin: true,
        params: uuidParam,
        body: UpgradeBody,
        response: changed,
        detail: { operationId: 'updateMembership', tags, summary: 'Upgrade to premium (with expiry) or downgrade to free' },
      },
    )
    .post(
      '/:id/activate',
      async ({ params, admin }) => ({ message: 'User status updated successfully!', user: await deps.members.setActive(params.id, true, actorOf(admin)) }),
      {
        admin: true,
        params: uuidParam,
        response: changed,
        detail: { operationId: 'activateWebsiteUser', tags, summary: 'Activates the member: they may sign in again' },
      },
    )
    .post(
      '/:id/deactivate',
      async ({ params, admin }) => ({ message: 'User status updated successfully!', user: await deps.members.setActive(params.id, false, actorOf(admin)) }),
      {
        admin: true,
        params: uuidParam,
        response: changed,
        detail: { operationId: 'deactivateWebsiteUser', tags, summary: 'Deactivates the member and ends their sessions' },
      },
    )
    .post(
      '/:id/toggle-verification',
      async ({ params, admin }) => ({
        message: 'User verification status updated successfully!',
        user: await deps.members.toggleVerification(params.id, actorOf(admin)),
      }),
      {
        admin: true,
        params: uuidParam,
        response: changed,
        detail: {
          operationId: 'toggleWebsiteUserVerification',
          tags,
          summary: 'Verifies the member, or takes the verification back (the portal needs a verified member)',
        },
      },
    )
    .post(
      '/:id/assign-credits',
      async ({ params, body, admin }) => {
        // ADR 0021: the credits go to the member's institution's pool
        const institutionId = await deps.members.institutionIdOf(params.id);
        if (!institutionId) throw memberNotFound();
        const { credits } = await deps.grants.grant({ institutionId, memberId: params.id, credits: body.credits, actor: actorOf(admin) });
        return { message: 'Credits assigned successfully!', credits };
      },
      {
        admin: true,
        params: uuidParam,
        body: AssignCreditsBody,
        response: { 200: CreditsAssigned, 400: ErrorResponse, 404: ErrorResponse, ...denied },
        detail: { operationId: 'assignCredits', tags, summary: "Adds credits to the member's balance (ledger: admin_grant with the admin's id)" },
      },
    );
