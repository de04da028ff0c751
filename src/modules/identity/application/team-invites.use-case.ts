import { IdentityErrors } from '../domain/identity.errors';
import { INVITE_LIFETIME_MS, type InvitableRole, type InviteState, inviteState, mayInvite, runsSeats, sameEmail } from '../domain/team';
import { randomToken, sha256 } from './secrets';
import { actorLabel, lockedSeatOf, type TeamActor, type TeamDeps } from './team-deps';
import { teamInviteEmail } from './team-emails';
import type { Institution, Invite, Seat } from './ports/team.port';

export type Team = { institution: Institution; role: TeamActor['seatRole']; seats: Seat[]; invites: Invite[] };

/**
 * The caller's institution, its seats and (for the owner and the managers, who run the seats) its open invitations:
 * a member sees their colleagues, not the addresses invited.
 */
export async function teamOf(actor: TeamActor, deps: Pick<TeamDeps, 'team' | 'clock'>): Promise<Team> {
  const [institution, seats] = await Promise.all([deps.team.institution(actor.institutionId), deps.team.seats(actor.institutionId)]);
  const invites = runsSeats(actor.seatRole) ? await deps.team.openInvites(actor.institutionId, deps.clock.now()) : [];
  return { institution: institution!, role: actor.seatRole, seats, invites };
}

/**
 * ADR 0021: the owner invites managers and members, a manager members only; an address that already has a seat here or
 * an open invitation is refused (409). The link (32 random bytes) is e-mailed after the commit; only its SHA-256 is kept.
 */
export async function inviteToTeam(actor: TeamActor, request: { email: string; role: InvitableRole }, deps: TeamDeps): Promise<Invite> {
  const email = request.email.trim().toLowerCase();
  if (!mayInvite(actor.seatRole, request.role)) throw IdentityErrors.teamRoleRefused(`invite a ${request.role}`);
  const token = randomToken();
  const tokenHash = await sha256(token);
  const now = deps.clock.now();
  const { invite, institution, inviter } = await deps.unitOfWork(async (tx) => {
    const { me, institution } = await lockedSeatOf(tx, actor, deps);
    if (!mayInvite(me.role, request.role)) throw IdentityErrors.teamRoleRefused(`invite a ${request.role}`);
    const seats = await deps.team.seats(actor.institutionId, tx);
    const open = await deps.team.openInvites(actor.institutionId, now, tx);
    if (seats.some((seat) => sameEmail(seat.email, email))) throw IdentityErrors.alreadySeated();
    if (open.some((invite) => sameEmail(invite.email, email))) throw IdentityErrors.alreadyInvited();
    const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
    const invite = await deps.team.createInvite(tx, {
      institutionId: actor.institutionId,
      email,
      role: request.role,
      invitedBy: actor.id,
      expiresAt,
      tokenHash,
    });
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.invite',
      subject: { kind: 'member', memberId: actor.id },
      detail: { institutionId: actor.institutionId, inviteId: invite.id, role: request.role },
    });
    return { invite, institution, inviter: me };
  });
  const link = `${deps.publicUrl}/join?token=${encodeURIComponent(token)}`;
  const mail = {
    institutionName: institution.name,
    inviterName: `${inviter.firstName} ${inviter.lastName}`,
    role: request.role,
    link,
    expiresAt: invite.expiresAt,
  };
  deps.inBackground('identity: the team invitation e-mail failed', () => deps.mailer.send(teamInviteEmail(email, mail)));
  return invite;
}

/** Withdraws an open invitation: the owner any, a manager those for members (as they may invite). 404 for no such open one. */
export async function revokeTeamInvite(actor: TeamActor, inviteId: string, deps: TeamDeps): Promise<void> {
  if (!runsSeats(actor.seatRole)) throw IdentityErrors.teamRoleRefused('withdraw an invitation');
  await deps.unitOfWork(async (tx) => {
    const { me } = await lockedSeatOf(tx, actor, deps);
    const invite = (await deps.team.openInvites(actor.institutionId, deps.clock.now(), tx)).find((open) => open.id === inviteId);
    if (!invite) throw IdentityErrors.inviteNotFound();
    if (!mayInvite(me.role, invite.role)) throw IdentityErrors.teamRoleRefused(`withdraw an invitation for a ${invite.role}`);
    await deps.team.revokeInvite(tx, actor.institutionId, invite.id);
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.invite_revoke',
      subject: { kind: 'member', memberId: actor.id },
      detail: { institutionId: actor.institutionId, inviteId: invite.id, role: invite.role },
    });
  });
}

export type InviteLookup = { institutionName: string; email: string; role: InvitableRole; expiresAt: Date; state: InviteState };

/** For the join page, without an account: what the link is for, and whether it can still be used. 404 for a token never issued. */
export async function lookUpInvite(token: string, deps: Pick<TeamDeps, 'team' | 'clock'>): Promise<InviteLookup> {
  const invite = await deps.team.inviteByHash(await sha256(token));
  if (!invite) throw IdentityErrors.inviteNotFound();
  return {
    institutionName: invite.institutionName,
    email: invite.email,
    role: invite.role,
    expiresAt: invite.expiresAt,
    state: inviteState(invite, deps.clock.now()),
  };
}
