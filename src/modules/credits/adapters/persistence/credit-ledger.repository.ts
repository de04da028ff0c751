import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditLedger, LedgerEntry } from '@modules/credits/application/ports/credit-ledger.port';

/** A `member_credits` balance as the driver answers it (integer: a number). */
type BalanceRow = { member_id: string; credits: number };

/**
 * The ledger rows of one debit, written by the debit's own statement from the debited row: one row per entry, each
 * with the balance after it (the balance after the debit plus what the later entries take).
 */
function ledgerRows(memberId: string, entries: readonly LedgerEntry[], idempotencyKey: string | undefined) {
  if (entries.length === 0) return empty;
  let remaining = entries.reduce((sum, entry) => sum + entry.credits, 0);
  const after = entries.map((entry) => (remaining -= entry.credits));
  return sql`, ledger as (
     insert into credit_transactions (user_id, student_id, transaction_type, credits_consumed, credits_remaining, description, idempotency_key)
     select ${memberId}, entry.student_id, entry.kind, entry.credits, debited.credits + entry.after, entry.description, ${idempotencyKey}
     from debited, unnest(${entries.map((entry) => entry.studentId)}::uuid[], ${entries.map((entry) => entry.kind)}::text[],
       ${entries.map((entry) => entry.credits)}::int[], ${after}::int[], ${entries.map((entry) => entry.description)}::text[])
       as entry(student_id, kind, credits, after, description))`;
}

/**
 * member_credits holds one balance per member (opened with 100 credits by the database as the member is inserted,
 * see Migration20261128000000_member_credits); credit_transactions holds one row per change of it.
 */
export function createCreditLedgerRepository(orm: Orm): CreditLedger {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));

  return {
    async lockBalance(tx, memberId) {
      await sql`select 1 from member_credits where member_id = ${memberId} for update`.rows(entityManagerOf(tx));
    },

    async spend(tx, memberId, entries, idempotencyKey) {
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      // The only debit of a balance: conditional, so parallel requests can never take it below zero. The ledger rows
      // are written by the same statement from the debited row (none when the balance was short): one round trip
      // where a charged request has many (docs/architecture/unlock-walkthrough.md).
      const debited = await sql`with debited as (
           update member_credits set credits = credits - ${total}, updated_at = now() where member_id = ${memberId} and credits >= ${total} returning credits
         )${ledgerRows(memberId, entries, idempotencyKey)}
         select credits from debited`.first<{ credits: number }>(entityManagerOf(tx));
      return debited ? debited.credits : null;
    },

    async grant(tx, memberId, credits, row) {
      const em = entityManagerOf(tx);
      const balance = await sql`update member_credits set credits = credits + ${credits}, updated_at = now() where member_id = ${memberId}
        returning credits`.first<{ credits: number }>(em);
      if (!balance) return null;
      await sql`insert into credit_transactions (user_id, transaction_type, credits_consumed, credits_remaining, description, actor_id, reference)
         values (${memberId}, ${row.kind ?? 'admin_grant'}, ${-credits}, ${balance.credits}, ${row.description}, ${row.actorId}, ${row.reference ?? null})`.run(
        em,
      );
      return balance.credits;
    },

    async balances(memberIds, tx) {
      if (memberIds.length === 0) return new Map();
      const rows = await sql`select member_id, credits from member_credits where member_id = any(${memberIds}::uuid[])`.rows<BalanceRow>(db(tx));
      const found = new Map(rows.map((row) => [row.member_id, row.credits]));
      // the one place a missing balance is read: no balance row, no such member, no credits
      return new Map(memberIds.map((id) => [id, found.get(id) ?? 0]));
    },

    /**
     * Erasure (DPDP Act 2023): the ledger rows for this student stay as anonymous stubs, their student_id set to null,
     * so balances and ledger sums are untouched and nothing leads back to the person.
     */
    forgetStudent: (tx, studentId) => sql`update credit_transactions set student_id = null where student_id = ${studentId}`.run(entityManagerOf(tx)),
  };
}
