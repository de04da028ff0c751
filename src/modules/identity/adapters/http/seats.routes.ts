import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, MessageResponse } from '@platform/http/schemas';
import { changeSeatRole, removeSeat, transferOwnership } from '@modules/identity/application/manage-seats.use-case';
import type { TeamDeps } from '@modules/identity/application/team-deps';
import { actorOf, seatView } from './team.mappers';
import { setSeatLimit } from '@modules/identity/application/seat-limits.use-case';
import { LimitBody, LimitSet, MemberIdParam, OwnerBody, RoleBody, SeatChanged, SeatRemoved } from './team.schemas';

const tags = ['Team'];
const refused = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** ADR 0021: the seats of the caller's institution: roles, removal and the ownership. */
export const seatsRoutes = (deps: TeamDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'identity.seats-routes', prefix: '/api/website/team' })
    .use(deps.auth)
    .patch(
      '/seats/:memberId',
      async ({ member, params, body }) => ({
        message: 'Role changed',
        seat: seatView(await changeSeatRole(actorOf(member), params.memberId, body.role, deps)),
      }),
      {
        member: true,
        params: MemberIdParam,
        body: RoleBody,
        response: { 200: SeatChanged, ...refused },
        detail: {
          operationId: 'changeSeatRole',
          tags,
          summary: "Make a seat a manager or a member (the owner only; the owner's own seat moves by a transfer)",
        },
      },
    )
    .delete('/seats/:memberId', async ({ member, params }) => ({ message: 'Seat removed', ...(await removeSeat(actorOf(member), params.memberId, deps)) }), {
      member: true,
      params: MemberIdParam,
      response: { 200: SeatRemoved, ...refused },
      detail: {
        operationId: 'removeSeat',
        tags,
        summary: 'Remove a seat (the owner or a manager; only the owner removes a manager; nobody the owner)',
        description:
          'Its sessions and API keys end at once; its collections become yours; the person keeps an account in a new institution of their own, with no credits and no premium.',
      },
    })
    .put(
      '/seats/:memberId/limit',
      async ({ member, params, body }) => {
        const seat = await setSeatLimit(actorOf(member), params.memberId, body.monthlyLimit, deps);
        const message = body.monthlyLimit === null ? 'Limit removed' : `Limit set to ${body.monthlyLimit} credits a month`;
        return { message, memberId: seat.id, monthlyLimit: body.monthlyLimit };
      },
      {
        member: true,
        params: MemberIdParam,
        body: LimitBody,
        response: { 200: LimitSet, ...refused },
        detail: {
          operationId: 'setSeatLimit',
          tags,
          summary: "Set or remove a seat's monthly credit limit (the owner any seat; a manager members')",
          description:
            'A charge that would take the seat past it this calendar month (India time) is refused with 403 CREDITS.SEAT_LIMIT and changes nothing. 404 TEAM.SEAT_NOT_FOUND for a seat not in your institution.',
        },
      },
    )
    .post(
      '/owner',
      async ({ member, body }) => {
        await transferOwnership(actorOf(member), body.memberId, deps);
        return { message: 'Ownership transferred: you are now a manager' };
      },
      {
        member: true,
        body: OwnerBody,
        response: { 200: MessageResponse, ...refused },
        detail: { operationId: 'transferTeamOwnership', tags, summary: 'Hand the institution to another of its seats (the owner only); you become a manager' },
      },
    );
