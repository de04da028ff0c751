import type { EntityManager } from '../../../../platform/db/orm';

/**
 * Erasure (DPDP Act 2023): the member's unlocks and ledger rows for this student stay as anonymous stubs, their
 * student_id set to null, so balances and ledger sums are untouched and nothing leads back to the person.
 * Runs inside the caller's transaction, BEFORE the student row is deleted (that delete would cascade the unlocks away).
 */
export async function forgetStudentWithin(em: EntityManager, studentId: string): Promise<{ unlocks: number; ledgerRows: number }> {
  const [unlocks] = await em.execute<{ n: number }[]>(
    'with stub as (update unlocked_students set student_id = null where student_id = ? returning 1) select count(*)::int as n from stub',
    [studentId],
  );
  const [ledger] = await em.execute<{ n: number }[]>(
    'with stub as (update credit_transactions set student_id = null where student_id = ? returning 1) select count(*)::int as n from stub',
    [studentId],
  );
  return { unlocks: Number(unlocks?.n ?? 0), ledgerRows: Number(ledger?.n ?? 0) };
}
