import { IdentityErrors } from '../domain/identity.errors';
import { type InvitableRole, mayChangeRole, mayRemove, runsSeats } from '../domain/team';
import type { Seat } from './ports/team.port';
import { actorLabel, lockedSeatOf, type TeamActor, type TeamDeps } from './team-deps';

/** ADR 0021: only the owner changes a seat's role, between manager and member; the owner's seat moves only by a transfer. */
export async function changeSeatRole(actor: TeamActor, memberId: string, role: InvitableRole, deps: TeamDeps): Promise<Seat> {
  if (actor.seatRole !== 'owner') throw IdentityErrors.teamRoleRefused('change roles');
  return deps.unitOfWork(async (tx) => {
    const { me } = await lockedSeatOf(tx, actor, deps);
    if (me.role !== 'owner') throw IdentityErrors.teamRoleRefused('change roles');
    const seat = await deps.team.seat(tx, actor.institutionId, memberId);
    if (!seat) throw IdentityErrors.seatNotFound();
    if (!mayChangeRole(me.role, seat.role)) throw IdentityErrors.teamRoleRefused("change the owner's role: transfer the ownership instead");
    await deps.team.setRole(tx, seat.id, role);
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.role_change',
      subject: { kind: 'member', memberId: seat.id },
      detail: { institutionId: actor.institutionId, from: seat.role, to: role },
    });
    return { ...seat, role };
  });
}

export type Removal = { memberId: string; collectionsReassigned: number; apiKeysRevoked: number };

/**
 * ADR 0021, removing a seat (the owner or a manager; only the owner removes a manager; nobody the owner): in one
 * transaction its sessions and API keys end (its next request is refused), its collections become the remover's, and
 * the person keeps an account as the owner of a new institution of their own, named after their institution name,
 * unverified, free and with an empty pool (no second welcome grant).
 */
export async function removeSeat(actor: TeamActor, memberId: string, deps: TeamDeps): Promise<Removal> {
  if (!runsSeats(actor.seatRole)) throw IdentityErrors.teamRoleRefused('remove seats');
  return deps.unitOfWork(async (tx) => {
    const { me } = await lockedSeatOf(tx, actor, deps);
    const seat = await deps.team.seat(tx, actor.institutionId, memberId);
    if (!seat) throw IdentityErrors.seatNotFound();
    if (!mayRemove(me, seat)) throw IdentityErrors.teamRoleRefused(seat.role === 'owner' ? 'remove the owner' : `remove a ${seat.role}`);
    const own = await deps.team.foundInstitution(tx, seat.institutionName?.trim() || `${seat.firstName} ${seat.lastName}`);
    await deps.pools.emptyNewPoolWithin(tx, own);
    await deps.team.moveSeat(tx, seat.id, { institutionId: own, role: 'owner', verified: false });
    await deps.sessionStore.revokeAll('member', seat.id, 'seat_removed', undefined, tx);
    const keys = await deps.keys.revokeAll(seat.id, tx);
    const { collections } = await deps.savedWork.reassignOwner(tx, seat.id, me.id);
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.seat_remove',
      subject: { kind: 'member', memberId: seat.id },
      detail: { institutionId: actor.institutionId, role: seat.role, apiKeysRevoked: keys.length, collectionsReassigned: collections },
    });
    return { memberId: seat.id, collectionsReassigned: collections, apiKeysRevoked: keys.length };
  });
}

/** ADR 0021: the owner hands the institution to another of its seats, who becomes the owner; the old owner becomes a manager. */
export async function transferOwnership(actor: TeamActor, memberId: string, deps: TeamDeps): Promise<void> {
  if (actor.seatRole !== 'owner') throw IdentityErrors.teamRoleRefused('transfer the ownership');
  await deps.unitOfWork(async (tx) => {
    const { me } = await lockedSeatOf(tx, actor, deps);
    if (me.role !== 'owner') throw IdentityErrors.teamRoleRefused('transfer the ownership');
    const seat = await deps.team.seat(tx, actor.institutionId, memberId);
    if (!seat) throw IdentityErrors.seatNotFound();
    if (seat.id === me.id) return;
    // one owner per institution (a unique index): the old owner steps down before the new one steps up
    await deps.team.setRole(tx, me.id, 'manager');
    await deps.team.setRole(tx, seat.id, 'owner');
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.owner_transfer',
      subject: { kind: 'member', memberId: seat.id },
      detail: { institutionId: actor.institutionId, from: me.id, previousRole: seat.role },
    });
  });
}
