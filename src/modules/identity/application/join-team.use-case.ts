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
    const seats = await deps.team.seats(actor.institutionId, tx);
    if (seats.length !== 1 || seats[0]!.id !== actor.id) throw IdentityErrors.notAlone();
    const { moved } = await deps.pools.transferPoolWithin(tx, { from: actor.institutionId, to: institution.id, memberId: actor.id });
    await deps.team.moveSeat(tx, actor.id, { institutionId: institution.id, role: claimed.role, verified: institution.isVerified });
    await deps.audit.recordWithin(tx, joined(actor.id, claimed, moved));
    return { institution, role: claimed.role, creditsMoved: moved };
  });
}
