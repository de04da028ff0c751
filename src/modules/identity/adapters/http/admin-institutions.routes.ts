import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, MessageResponse, totalPages, uuidParam } from '@platform/http/schemas';
import { isPremiumActive } from '@modules/identity/domain/membership';
import {
  type AdminInstitutionsDeps,
  adminChangeSeatRole,
  adminRemoveSeat,
  adminTransferOwnership,
  giveInstitutionCredits,
  institutionDetail,
  listInstitutions,
  moveIntoInstitution,
  setInstitutionVerified,
} from '@modules/identity/application/admin-institutions.use-case';
import type { Institution } from '@modules/identity/application/ports/team.port';
import {
  CreditsGiven,
  GiveCreditsBody,
  InstitutionDetail,
  InstitutionList,
  InstitutionListQuery,
  InstitutionSeatParams,
  MovedIn,
  MoveInBody,
  VerifyBody,
} from './admin-institutions.schemas';
import { OwnerBody, RoleBody, SeatChanged, SeatRemoved } from './team.schemas';
import { seatView } from './team.mappers';

const tags = ['Admin: institutions'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };
const refused = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied };

/**
 * ADR 0021, the admin portal's institutions: the list with each one's figures (credits' and billing's, through their
 * contracts), its seats, credits given to its pool, its verification, and the owner's acts on its seats, which an
 * admin does as the owner would (the same use cases and rules; the audit rows name the admin).
 */
export const adminInstitutionsRoutes = (deps: AdminInstitutionsDeps & { auth: AuthPlugin }) => {
  const membership = (institution: Institution) => ({
    membershipType: isPremiumActive(institution, deps.clock.now()) ? ('premium' as const) : ('free' as const),
    membershipExpiresAt: institution.membershipExpiresAt?.toISOString() ?? null,
  });
  return new Elysia({ name: 'identity.admin-institutions-routes', prefix: '/api/admin/institutions' })
    .use(deps.auth)
    .get(
      '',
      async ({ query }) => {
        const { institutions, total } = await listInstitutions(query, deps);
        return {
          institutions: institutions.map(({ seatIds: _, ...institution }) => ({
            ...institution,
            ...membership(institution),
            createdAt: institution.createdAt.toISOString(),
          })),
          total,
          totalPages: totalPages(total, query.limit),
          page: query.page,
        };
      },
      {
        admin: true,
        query: InstitutionListQuery,
        response: { 200: InstitutionList, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listInstitutions',
          tags,
          summary: 'Institutions with a seat, by name: seats, owner, pool, premium, credits used this month and unpaid invoices',
          description: "`search` matches the institution's name or a seat's name or e-mail.",
        },
      },
    )
    .get(
      '/:id',
      async ({ params }) => {
        const { institution, seats, ...figures } = await institutionDetail(params.id, deps);
        return {
          institution: { id: institution.id, name: institution.name, isVerified: institution.isVerified, ...membership(institution), ...figures },
          seats: seats.map((seat) => ({ ...seatView(seat), isVerified: seat.isVerified, isActive: seat.isActive })),
        };
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: InstitutionDetail, 400: ErrorResponse, 404: ErrorResponse, ...denied },
        detail: { operationId: 'getInstitution', tags, summary: 'An institution, its figures and its seats (the owner first)' },
      },
    )
    .post(
      '/:id/credits',
      async ({ params, body, admin }) => {
        const { credits } = await giveInstitutionCredits(params.id, body, actorOf(admin), deps);
        return { message: `${body.credits} credits given`, credits };
      },
      {
        admin: true,
        params: uuidParam,
        body: GiveCreditsBody,
        response: { 200: CreditsGiven, ...refused },
        detail: {
          operationId: 'giveInstitutionCredits',
          tags,
          summary: "Add credits to the institution's pool (ledger: admin_grant naming the admin, the owner's seat and the reason)",
          description: '409 INSTITUTIONS.NO_OWNER for an institution without seats.',
        },
      },
    )
    .post(
      '/:id/verify',
      async ({ params, body, admin }) => {
        await setInstitutionVerified(params.id, body.verified, actorOf(admin), deps);
        return { message: body.verified ? 'Institution verified' : 'Verification taken back' };
      },
      {
        admin: true,
        params: uuidParam,
        body: VerifyBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse, ...denied },
        detail: {
          operationId: 'verifyInstitution',
          tags,
          summary: 'Verify the institution, or take the verification back: the institution and every seat of it (ADR 0021)',
        },
      },
    )
    .post(
      '/:id/seats',
      async ({ params, body, admin }) => {
        const moved = await moveIntoInstitution(params.id, body, actorOf(admin), deps);
        return { message: `Moved into ${moved.institution.name}`, role: moved.role, creditsMoved: moved.creditsMoved };
      },
      {
        admin: true,
        params: uuidParam,
        body: MoveInBody,
        response: { 200: MovedIn, ...refused },
        detail: {
          operationId: 'moveMemberIntoInstitution',
          tags,
          summary: 'Move a member into the institution, as accepting an invitation would: their remaining credits move into its pool',
          description:
            '409 TEAM.NOT_ALONE when the member shares their institution with other seats (remove them from it first); 409 TEAM.ALREADY_JOINED when they already have a seat here; 404 MEMBERS.NOT_FOUND or INSTITUTIONS.NOT_FOUND.',
        },
      },
    )
    .patch(
      '/:id/seats/:memberId',
      async ({ params, body, admin }) => ({
        message: 'Role changed',
        seat: seatView(await adminChangeSeatRole(params.id, params.memberId, body.role, actorOf(admin), deps)),
      }),
      {
        admin: true,
        params: InstitutionSeatParams,
        body: RoleBody,
        response: { 200: SeatChanged, ...refused },
        detail: {
          operationId: 'adminChangeSeatRole',
          tags,
          summary: "Make a seat a manager or a member, as the owner would (the owner's own seat moves by a transfer)",
        },
      },
    )
    .delete(
      '/:id/seats/:memberId',
      async ({ params, admin }) => ({ message: 'Seat removed', ...(await adminRemoveSeat(params.id, params.memberId, actorOf(admin), deps)) }),
      {
        admin: true,
        params: InstitutionSeatParams,
        response: { 200: SeatRemoved, ...refused },
        detail: {
          operationId: 'adminRemoveSeat',
          tags,
          summary: 'Remove a seat, as the owner would (never the owner)',
          description:
            "Its sessions and API keys end at once; its collections become the owner's; the person keeps an account in a new institution of their own, with no credits and no premium.",
        },
      },
    )
    .post(
      '/:id/owner',
      async ({ params, body, admin }) => {
        await adminTransferOwnership(params.id, body.memberId, actorOf(admin), deps);
        return { message: 'Ownership transferred: the previous owner is now a manager' };
      },
      {
        admin: true,
        params: uuidParam,
        body: OwnerBody,
        response: { 200: MessageResponse, ...refused },
        detail: {
          operationId: 'adminTransferOwnership',
          tags,
          summary: 'Hand the institution to another of its seats; the previous owner becomes a manager',
        },
      },
    );
};
