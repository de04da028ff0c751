import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, MessageResponse, uuidParam } from '@platform/http/schemas';
import { isPremiumActive } from '@modules/identity/domain/membership';
import { runsSeats } from '@modules/identity/domain/team';
import { acceptTeamInvite } from '@modules/identity/application/join-team.use-case';
import type { TeamDeps } from '@modules/identity/application/team-deps';
import { inviteToTeam, lookUpInvite, revokeTeamInvite, teamOf } from '@modules/identity/application/team-invites.use-case';
import { AcceptBody, InviteBody, InviteCreated, InviteLookupAnswer, Joined, LookupQuery, TeamAnswer } from './team.schemas';
import { actorOf, inviteView, seatView } from './team.mappers';

const tags = ['Team'];
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** ADR 0021: the caller's institution, its seats and invitations. API keys call none of these (people run teams). */
export const teamRoutes = (deps: TeamDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'identity.team-routes', prefix: '/api/website/team' })
    .use(deps.auth)
    .get(
      '',
      async ({ member }) => {
        const team = await teamOf(actorOf(member), deps);
        const { institution } = team;
        const spending = await deps.pools.seatSpending(
          institution.id,
          team.seats.map((seat) => seat.id),
        );
        // a member sees their own limit and spending only (ADR 0021: a seat's usage is its own and its managers')
        const shown = (seatId: string) => (runsSeats(team.role) || seatId === member.id ? spending.get(seatId) : undefined);
        const premium = isPremiumActive(institution, deps.clock.now());
        return {
          institution: {
            id: institution.id,
            name: institution.name,
            isVerified: institution.isVerified,
            membershipType: premium ? ('premium' as const) : ('free' as const),
            membershipExpiresAt: institution.membershipExpiresAt?.toISOString() ?? null,
          },
          role: team.role,
          seats: team.seats.map((seat) => ({
            ...seatView(seat),
            monthlyLimit: shown(seat.id)?.monthlyLimit ?? null,
            spentThisMonth: shown(seat.id)?.spentThisMonth ?? null,
          })),
          invites: team.invites.map(inviteView),
        };
      },
      {
        member: true,
        response: { 200: TeamAnswer, ...denied },
        detail: {
          operationId: 'getTeam',
          tags,
          summary:
            "Your institution (name, verification, membership), its seats with their monthly limits and this month's spending, open invitations and your role",
        },
      },
    )
    .post(
      '/invites',
      async ({ member, body, set }) => {
        const invite = await inviteToTeam(actorOf(member), body, deps);
        set.status = 201;
        return { message: `Invitation sent to ${invite.email}`, invite: inviteView(invite) };
      },
      {
        member: true,
        body: InviteBody,
        response: { 201: InviteCreated, 409: ErrorResponse, ...denied },
        detail: {
          operationId: 'inviteToTeam',
          tags,
          summary: 'Invite an e-mail address to a seat (the owner: manager or member; a manager: member); e-mails a single-use link valid 7 days',
          description: '409 when the address already has a seat here or an open invitation.',
        },
      },
    )
    .delete(
      '/invites/:id',
      async ({ member, params }) => {
        await revokeTeamInvite(actorOf(member), params.id, deps);
        return { message: 'Invitation withdrawn' };
      },
      {
        member: true,
        params: uuidParam,
        response: { 200: MessageResponse, 404: ErrorResponse, ...denied },
        detail: { operationId: 'revokeTeamInvite', tags, summary: 'Withdraw an open invitation (the owner any; a manager those for members)' },
      },
    )
    .get(
      '/invites/lookup',
      async ({ query }) => {
        const found = await lookUpInvite(query.token, deps);
        return { ...found, expiresAt: found.expiresAt.toISOString(), status: found.state };
      },
      {
        query: LookupQuery,
        response: { 200: InviteLookupAnswer, 400: ErrorResponse, 404: ErrorResponse },
        detail: {
          operationId: 'lookUpTeamInvite',
          tags,
          summary: "What an invitation's link is for (institution, e-mail, role) and whether it can still be used: for the join page, without an account",
          security: [],
        },
      },
    )
    .post(
      '/invites/accept',
      async ({ member, body }) => {
        const joined = await acceptTeamInvite(actorOf(member), body.token, deps);
        return {
          message: `You joined ${joined.institution.name}`,
          institution: { id: joined.institution.id, name: joined.institution.name },
          role: joined.role,
          creditsMoved: joined.creditsMoved,
        };
      },
      {
        member: true,
        body: AcceptBody,
        response: { 200: Joined, 409: ErrorResponse, ...denied },
        detail: {
          operationId: 'acceptTeamInvite',
          tags,
          summary: 'Join the inviting institution (signed in with the invited address, alone in your own): your remaining credits move into its pool',
          description:
            '400 TEAM.INVITE_INVALID for a link expired, used or withdrawn; 403 TEAM.INVITE_OTHER_EMAIL for another address; 409 TEAM.NOT_ALONE when your institution has other seats.',
        },
      },
    );
