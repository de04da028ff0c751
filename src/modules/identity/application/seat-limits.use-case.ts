import { IdentityErrors } from '../domain/identity.errors';
import { maySetLimit, runsSeats } from '../domain/team';
import type { Seat } from './ports/team.port';
import { actorLabel, lockedSeatOf, type TeamActor, type TeamDeps } from './team-deps';

/**
 * ADR 0021, limits: the owner or a manager sets a seat's monthly limit (null: none) in credits' table, through the pools'
 * port, in one transaction with the audit row. The seat must be the caller's institution's (404 otherwise).
 */
export async function setSeatLimit(actor: TeamActor, memberId: string, monthlyLimit: number | null, deps: TeamDeps): Promise<Seat> {
  if (!runsSeats(actor.seatRole)) throw IdentityErrors.teamRoleRefused('set limits');
  return deps.unitOfWork(async (tx) => {
    const { me } = await lockedSeatOf(tx, actor, deps);
    const seat = await deps.team.seat(tx, actor.institutionId, memberId);
    if (!seat) throw IdentityErrors.seatNotFound();
    if (!maySetLimit(me.role, seat.role)) throw IdentityErrors.teamRoleRefused(`set a ${seat.role}'s limit`);
    await deps.pools.setSeatLimitWithin(tx, { institutionId: actor.institutionId, memberId: seat.id, monthlyLimit, updatedBy: actor.id });
    await deps.audit.recordWithin(tx, {
      actor: actorLabel(actor),
      action: 'team.seat_limit',
      subject: { kind: 'member', memberId: seat.id },
      detail: { institutionId: actor.institutionId, monthlyLimit },
    });
    return seat;
  });
}
