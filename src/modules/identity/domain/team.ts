import type { SeatRole } from '@platform/http/auth';

/**
 * ADR 0021, the rules of a team: who may invite whom, change a role, remove a seat and hand over ownership. Pure
 * functions of the roles; the use cases ask them before they write.
 */

/** An invitation's link works once, for 7 days. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitableRole = Exclude<SeatRole, 'owner'>;
export const INVITABLE_ROLES = ['manager', 'member'] as const satisfies readonly InvitableRole[];

/** The owner and the managers run the seats; a member runs nothing. */
export const runsSeats = (role: SeatRole): boolean => role === 'owner' || role === 'manager';

/** The owner invites managers and members; a manager invites members only. */
export const mayInvite = (inviter: SeatRole, role: InvitableRole): boolean => inviter === 'owner' || (inviter === 'manager' && role === 'member');

/**
 * The owner or a manager removes a seat; only the owner removes a manager; nobody removes the owner (ownership moves
 * first), and so nobody removes themselves through this rule either.
 */
export function mayRemove(remover: { id: string; role: SeatRole }, seat: { id: string; role: SeatRole }): boolean {
  if (seat.role === 'owner' || seat.id === remover.id) return false;
  if (seat.role === 'manager') return remover.role === 'owner';
  return runsSeats(remover.role);
}

/** Only the owner changes roles, between manager and member; the owner's own seat changes only by a transfer. */
export const mayChangeRole = (changer: SeatRole, seat: SeatRole): boolean => changer === 'owner' && seat !== 'owner';

/**
 * Limits (ADR 0021): the owner sets any seat's monthly limit, their own too; a manager sets members' only (a limit a
 * manager could lift from their own seat, or a fellow manager's, would hold nobody).
 */
export const maySetLimit = (setter: SeatRole, seat: SeatRole): boolean => setter === 'owner' || (setter === 'manager' && seat === 'member');

/** What an invitation's link says when opened. */
export type InviteState = 'open' | 'expired' | 'used' | 'revoked';

export function inviteState(invite: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null }, now: Date): InviteState {
  if (invite.acceptedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The e-mail an invitation is for is the e-mail that may take it (compared as stored: trimmed, lower-cased). */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
