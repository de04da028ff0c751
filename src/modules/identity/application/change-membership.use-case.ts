import type { AuditActor } from '@platform/audit/audit-trail';
import { IdentityErrors } from '../domain/identity.errors';
import { membershipExpiry, type MembershipType } from '../domain/membership';
import type { MemberView } from '../member-admin.contracts';
import type { MemberAdminDeps } from './member-admin.deps';

/** Upgrade to premium (until the date asked for, else for a year) or back to free; audited as 'member.upgrade'. */
export async function changeMembership(
  input: { memberId: string; membershipType: MembershipType; expiresAt: Date | null; actor: AuditActor },
  deps: Pick<MemberAdminDeps, 'balances' | 'members' | 'unitOfWork' | 'audit' | 'clock'>,
): Promise<MemberView> {
  const expiresAt = membershipExpiry(input.membershipType, input.expiresAt, deps.clock.now());
  const changed = await deps.unitOfWork(async (tx) => {
    const member = await deps.members.setMembership(tx, input.memberId, input.membershipType, expiresAt);
    if (!member) throw IdentityErrors.memberNotFound();
    await deps.audit.recordWithin(tx, {
      actor: input.actor,
      action: 'member.upgrade',
      subject: { kind: 'member', memberId: input.memberId },
      detail: { membershipType: member.membershipType, expiresAt: member.membershipExpiresAt },
    });
    return member;
  });
  // the answer carries the pool's balance, read once the change has committed (these changes move no credits)
  const { institutionId, ...member } = changed;
  return { ...member, credits: await deps.balances.balanceOf(institutionId) };
}
