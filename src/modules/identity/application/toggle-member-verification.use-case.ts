import type { AuditActor } from '@platform/audit/audit-trail';
import { IdentityErrors } from '../domain/identity.errors';
import type { MemberView } from '../member-admin.contracts';
import type { MemberAdminDeps } from './member-admin.deps';

/** Verifies the member, or takes the verification back (the portal needs a verified member). */
export async function toggleMemberVerification(
  input: { memberId: string; actor: AuditActor },
  deps: Pick<MemberAdminDeps, 'balances' | 'members' | 'unitOfWork' | 'audit'>,
): Promise<MemberView> {
  const credits = await deps.balances.balanceOf(input.memberId); // these changes move no credits
  return deps.unitOfWork(async (tx) => {
    const member = await deps.members.toggleVerification(tx, input.memberId);
    if (!member) throw IdentityErrors.memberNotFound();
    await deps.audit.recordWithin(tx, {
      actor: input.actor,
      action: 'member.verify',
      subject: { kind: 'member', memberId: input.memberId },
      detail: { isVerified: member.isVerified },
    });
    return { ...member, credits };
  });
}
