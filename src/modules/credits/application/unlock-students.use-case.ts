import { notAllowed, studentNotFound } from '../domain/credits.errors';
import { charge } from './charge.use-case';
import type { CreditLedger } from './ports/credit-ledger.port';
import type { StudentDirectory } from './ports/student-directory.port';
import type { UnlockedStudents } from './ports/unlocked-students.port';

export type Unlocker = { id: string; isPremium: boolean; isVerified: boolean; isActive: boolean };

export type UnlockResult = { unlocked: number; creditsConsumed: number; remainingCredits: number; studentIds: string[] };

type Deps = { ledger: CreditLedger; unlocked: UnlockedStudents; students: StudentDirectory<unknown> };

/**
 * 1 credit per student never unlocked before, all-or-nothing. Premium members need no unlock and pay nothing.
 * The new unlocked_students rows, the balance and the ledger change in one transaction.
 */
export async function unlockStudents(member: Unlocker, requested: readonly string[], deps: Deps): Promise<UnlockResult> {
  if (!member.isVerified || !member.isActive) throw notAllowed();
  const ids = [...new Set(requested)];
  if (member.isPremium) {
    if ((await deps.students.existingIds(ids)).length !== ids.length) throw studentNotFound();
    return { unlocked: 0, creditsConsumed: 0, remainingCredits: await deps.ledger.balanceOf(member.id), studentIds: ids };
  }
  return deps.ledger.transaction(async (em) => {
    const fresh = await deps.unlocked.addNew(em, member.id, ids);
    if (fresh === null) throw studentNotFound();
    const description = fresh.length === 1 ? 'Unlocked contact details of 1 student' : `Unlocked contact details of ${fresh.length} students`;
    const { charged, remainingCredits } = await charge(em, { memberId: member.id, isPremium: false, kind: 'unlock', studentIds: fresh, description }, deps);
    return { unlocked: fresh.length, creditsConsumed: charged, remainingCredits, studentIds: ids };
  });
}
