import type { AuditActor } from '@platform/audit/audit-trail';
import { IdentityErrors } from '../domain/identity.errors';
import type { MemberView } from '../member-admin.contracts';
import type { MemberAdminDeps } from './member-admin.deps';

/** Activates or deactivates a member; deactivating also ends every session of theirs, so their next request is refused. */
export async function setMemberActive(
  input: { memberId: string; active: boolean; actor: AuditActor },
  deps: Pick<MemberAdminDeps, 'balances' | 'members' | 'sessions' | 'unitOfWork' | 'audit'>,
): Promise<MemberView> {
  const changed = await deps.unitOfWork(async (tx) => {
    const member = await deps.members.setActive(tx, input.memberId, input.active);
    if (!member) throw IdentityErrors.memberNotFound();
    if (!input.active) await deps.sessions.revokeAll('member', input.memberId, 'deactivated', undefined, tx);
    await deps.audit.recordWithin(tx, {
      actor: input.actor,
      action: input.active ? 'member.activate' : 'member.deactivate',
      subject: { kind: 'member', memberId: input.memberId },
    });
    return member;
  });
  // the answer carries the pool's balance, read once the change has committed (these changes move no credits)
  const { institutionId, ...member } = changed;
  return { ...member, credits: await deps.balances.balanceOf(institutionId) };
}
