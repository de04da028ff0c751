import type { MemberPrincipal } from '@platform/http/auth';
import type { Invite, Seat } from '@modules/identity/application/ports/team.port';
import type { TeamActor } from '@modules/identity/application/team-deps';

/** The signed-in seat, as the session guard found them (ADR 0021). */
export const actorOf = (member: MemberPrincipal): TeamActor => ({
  id: member.id,
  email: member.email,
  institutionId: member.institutionId,
  seatRole: member.seatRole,
});

export const seatView = (seat: Seat) => ({
  id: seat.id,
  name: `${seat.firstName} ${seat.lastName}`,
  email: seat.email,
  role: seat.role,
  joinedAt: seat.joinedAt.toISOString(),
});

export const inviteView = (invite: Invite) => ({
  id: invite.id,
  email: invite.email,
  role: invite.role,
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
});
