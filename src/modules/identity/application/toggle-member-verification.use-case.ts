import type { AuditActor } from '@platform/audit/audit-trail';
import { IdentityErrors } from '../domain/identity.errors';
import type { MemberView } from '../member-admin.contracts';
import type { MemberAdminDeps } from './member-admin.deps';

/** Verifies the member, their institution and its every seat (ADR 0021), or takes that back (the portal needs a verified member). */
export async function toggleMemberVerification(
  input: { memberId: string; actor: AuditActor },
  deps: Pick<MemberAdminDeps, 'balances' | 'members' | 'unitOfWork' | 'audit'>,
): Promise<MemberView> {
  const changed = await deps.unitOfWork(async (tx) => {
    const member = await deps.members.toggleVerification(tx, input.memberId);
    if (!member) throw IdentityErrors.memberNotFound();
    await deps.audit.recordWithin(tx, {
      actor: input.actor,
      action: 'member.verify',
      subject: { kind: 'member', memberId: input.memberId },
      detail: { isVerified: member.isVerified },
    });
    return member;
  });
  // the answer carries the pool's balance, read once the change has committed (these changes move no credits)
  const { institutionId, ...member } = changed;
  return { ...member, credits: await deps.balances.balanceOf(institutionId) };
}
