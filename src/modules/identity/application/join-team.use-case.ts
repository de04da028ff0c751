import type { SeatRole } from '@platform/http/auth';
import type { Transaction } from '@platform/kernel/transaction';
import { IdentityErrors } from '../domain/identity.errors';
import { inviteState, sameEmail } from '../domain/team';
import type { NewMember, StoredMember } from './ports/member.repository.port';
import type { Institution, Invite } from './ports/team.port';
import { sha256 } from './secrets';
import type { TeamActor, TeamDeps } from './team-deps';

/** The open invitation behind a token, for this e-mail address, claimed (single use) with its institution locked. */
async function claim(
  tx: Transaction,
  token: string,
  email: string,
  deps: Pick<TeamDeps, 'team' | 'clock'>,
): Promise<{ invite: Invite; institution: Institution }> {
  const now = deps.clock.now();
  const invite = await deps.team.inviteByHash(await sha256(token), tx);
  if (!invite) throw IdentityErrors.inviteUnusable('unknown');
  const state = inviteState(invite, now);
  if (state !== 'open') throw IdentityErrors.inviteUnusable(state);
  if (!sameEmail(invite.email, email)) throw IdentityErrors.inviteForAnotherEmail();
  const [institution] = await deps.team.lockInstitutions(tx, [invite.institutionId]);
  // one caller wins a link used twice at once: the other finds it accepted
  if (!institution || !(await deps.team.claimInvite(tx, invite.id, now))) throw IdentityErrors.inviteUnusable('used');
  return { invite, institution };
}

const joined = (memberId: string, invite: Invite, creditsMoved: number) => ({
  actor: { kind: 'member' as const, id: memberId, label: invite.email },
  action: 'team.join' as const,
  subject: { kind: 'member' as const, memberId },
  detail: { institutionId: invite.institutionId, inviteId: invite.id, role: invite.role, creditsMoved },
});

/**
 * ADR 0021, registering with an invitation: the new account takes its seat in the inviting institution at once (the
 * invitation's role; verified when the institution is), founds no institution of its own and so gets no welcome
 * credits. The invitation is for one e-mail address, which must be the one registering.
 */
export async function registerIntoTeam(
  profile: NewMember,
  token: string,
  deps: Pick<TeamDeps, 'team' | 'members' | 'unitOfWork' | 'audit' | 'clock'>,
): Promise<StoredMember> {
  return deps.unitOfWork(async (tx) => {
    const { invite, institution } = await claim(tx, token, profile.email, deps);
    const member = await deps.members.createSeat(tx, profile, { institutionId: institution.id, role: invite.role, verified: institution.isVerified });
    await deps.audit.recordWithin(tx, joined(member.id, invite, 0));
    return member;
  });
}

/**
 * The rules of joining (ADR 0021), inside the caller's transaction with both institutions locked: only the only seat
 * of an institution may join another (409 TEAM.NOT_ALONE otherwise); whatever is left in its pool moves to the new one
 * (a 'transfer_out' and a 'transfer_in' ledger row), and the seat moves with the role and the institution's
 * verification. Accepting an invitation and an admin moving a member in both join this way.
 */
export async function joinWithin(
  tx: Transaction,
  join: { memberId: string; from: string; to: Institution; role: SeatRole },
  deps: Pick<TeamDeps, 'team' | 'pools'>,
  refusal: { notAlone: () => Error } = { notAlone: IdentityErrors.notAlone },
): Promise<{ moved: number }> {
  const seats = await deps.team.seats(join.from, tx);
  if (seats.length !== 1 || seats[0]!.id !== join.memberId) throw refusal.notAlone();
  const { moved } = await deps.pools.transferPoolWithin(tx, { from: join.from, to: join.to.id, memberId: join.memberId });
  await deps.team.moveSeat(tx, join.memberId, { institutionId: join.to.id, role: join.role, verified: join.to.isVerified });
  return { moved };
}

/**
 * ADR 0021, a signed-in member accepting: allowed only to the only seat of their own institution (a seat of a team of
 * two or more is removed from it first). In one transaction: the invitation used, whatever is left in their pool moved
 * to the new one (a 'transfer_out' and a 'transfer_in' ledger row), their seat moved with the invitation's role and
 * the institution's verification. The institution they leave stays, empty, with its ledger.
 */
export async function acceptTeamInvite(
  actor: TeamActor,
  token: string,
  deps: TeamDeps,
): Promise<{ institution: Institution; role: Invite['role']; creditsMoved: number }> {
  return deps.unitOfWork(async (tx) => {
    // both institutions locked, in one order, before anything is read of either
    const invite = await deps.team.inviteByHash(await sha256(token), tx);
    if (invite?.institutionId === actor.institutionId) throw IdentityErrors.alreadyInInstitution();
    if (invite) await deps.team.lockInstitutions(tx, [actor.institutionId, invite.institutionId]);
    const { invite: claimed, institution } = await claim(tx, token, actor.email, deps);
    const { moved } = await joinWithin(tx, { memberId: actor.id, from: actor.institutionId, to: institution, role: claimed.role }, deps);
    await deps.audit.recordWithin(tx, joined(actor.id, claimed, moved));
    return { institution, role: claimed.role, creditsMoved: moved };
  });
}
