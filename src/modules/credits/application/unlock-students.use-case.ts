import type { AuditTrail } from '../../../platform/audit/audit-trail';
import { transactionOf } from '../../../platform/db/unit-of-work';
import { notAllowed, studentNotFound } from '../domain/credits.errors';
import { chargedTransaction } from './charged-transaction.use-case';
import type { CreditLedger } from './ports/credit-ledger.port';
import type { IdempotentRequests } from './ports/idempotent-requests.port';
import type { StudentDirectory } from './ports/student-directory.port';
import type { UnlockedStudents } from './ports/unlocked-students.port';

export type Unlocker = { id: string; email: string; isPremium: boolean; isVerified: boolean; isActive: boolean };

export type UnlockResult = { unlocked: number; creditsConsumed: number; remainingCredits: number; studentIds: string[] };

/** 'unlock' (one student) or 'bulk-unlock': what an Idempotency-Key was sent for. */
export type UnlockRequest = { operation: 'unlock' | 'bulk-unlock'; studentIds: readonly string[]; idempotencyKey?: string };

type Deps = { ledger: CreditLedger; idempotent: IdempotentRequests; unlocked: UnlockedStudents; students: StudentDirectory<unknown>; audit: AuditTrail };

/**
 * 1 credit per student never unlocked before, all-or-nothing. Premium members need no unlock and pay nothing.
 * The new unlocked_students rows, the balance and the ledger change in one transaction; a retry with the same
 * Idempotency-Key answers the first result again. The audit row commits in that transaction too; every call is
 * audited (a repeat or a premium member's as well: each one hands out contact details), but not a replayed retry.
 */
export async function unlockStudents(member: Unlocker, request: UnlockRequest, deps: Deps): Promise<UnlockResult> {
  if (!member.isVerified || !member.isActive) throw notAllowed();
  const ids = [...new Set(request.studentIds)];
  const audited = (detail: { newlyUnlocked: number; creditsConsumed: number }) => ({
    actor: { kind: 'member' as const, id: member.id, label: member.email },
    action: request.operation === 'bulk-unlock' ? ('student.bulk_unlock' as const) : ('student.unlock' as const),
    subject: { kind: 'students' as const, studentIds: ids },
    detail: { ...detail, premium: member.isPremium },
  });
  if (member.isPremium) {
    if ((await deps.students.existingIds(ids)).length !== ids.length) throw studentNotFound();
    await deps.audit.record(audited({ newlyUnlocked: 0, creditsConsumed: 0 }));
    return { unlocked: 0, creditsConsumed: 0, remainingCredits: await deps.ledger.balanceOf(member.id), studentIds: ids };
  }
  const operation = { memberId: member.id, operation: request.operation, idempotencyKey: request.idempotencyKey, request: { studentIds: ids } };
  return chargedTransaction(
    operation,
    async ({ em, charge }) => {
      const fresh = await deps.unlocked.addNew(em, member.id, ids);
      if (fresh === null) throw studentNotFound();
      const description = fresh.length === 1 ? 'Unlocked contact details of 1 student' : `Unlocked contact details of ${fresh.length} students`;
      const { charged, remainingCredits } = await charge({ isPremium: false, kind: 'unlock', studentIds: fresh, description });
      await deps.audit.recordWithin(transactionOf(em), audited({ newlyUnlocked: fresh.length, creditsConsumed: charged }));
      return { unlocked: fresh.length, creditsConsumed: charged, remainingCredits, studentIds: ids };
    },
    deps,
  );
}
