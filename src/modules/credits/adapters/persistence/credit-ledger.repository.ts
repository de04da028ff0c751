import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditLedger } from '@modules/credits/application/ports/credit-ledger.port';

const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');

/**
 * member_credits holds one balance per member (opened with 100 credits by the database as the member is inserted,
 * see Migration20261128000000_member_credits); credit_transactions holds one row per change of it.
 */
export function createCreditLedgerRepository(orm: Orm): CreditLedger {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());

  return {
    async lockBalance(tx, memberId) {
      await entityManagerOf(tx).execute('select 1 from member_credits where member_id = ? for update', [memberId]);
    },

    async spend(tx, memberId, entries, idempotencyKey) {
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      // The only debit of a balance: conditional, so parallel requests can never take it below zero. The ledger rows
      // are written by the same statement from the debited row (none when the balance was short): one round trip
      // where a charged request has many (docs/architecture/unlock-walkthrough.md).
      let remaining = total;
      const params = entries.flatMap((entry) => {
        remaining -= entry.credits;
        return [entry.studentId, entry.kind, entry.credits, remaining, entry.description];
      });
      const ledger =
        entries.length === 0
          ? ''
          : `, ledger as (
             insert into credit_transactions (user_id, student_id, transaction_type, credits_consumed, credits_remaining, description, idempotency_key)
             select ?, entry.student_id, entry.kind, entry.credits, debited.credits + entry.after, entry.description, ?
             from debited, (values ${list(entries.length, '(?::uuid, ?::text, ?::int, ?::int, ?::text)')}) as entry(student_id, kind, credits, after, description))`;
      const rows = await entityManagerOf(tx).execute<{ credits: number }[]>(
        `with debited as (
           update member_credits set credits = credits - ?, updated_at = now() where member_id = ? and credits >= ? returning credits
         )${ledger}
         select credits from debited`,
        [total, memberId, total, ...(entries.length === 0 ? [] : [memberId, idempotencyKey ?? null, ...params])],
      );
      return rows.length === 0 ? null : Number(rows[0]!.credits);
    },

    async grant(tx, memberId, credits, row) {
      const em = entityManagerOf(tx);
      const [balance] = await em.execute<{ credits: number }[]>(
        'update member_credits set credits = credits + ?, updated_at = now() where member_id = ? returning credits',
        [credits, memberId],
      );
      if (!balance) return null;
      await em.execute(
        `insert into credit_transactions (user_id, transaction_type, credits_consumed, credits_remaining, description, actor_id, reference)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [memberId, row.kind ?? 'admin_grant', -credits, balance.credits, row.description, row.actorId, row.reference ?? null],
      );
      return Number(balance.credits);
    },

    async balances(memberIds, tx) {
      if (memberIds.length === 0) return new Map();
      const rows = await db(tx).execute<{ member_id: string; credits: number }[]>(
        `select member_id, credits from member_credits where member_id in (${memberIds.map(() => '?').join(', ')})`,
        [...memberIds],
      );
      const found = new Map(rows.map((row) => [row.member_id, Number(row.credits)]));
      // the one place a missing balance is read: no balance row, no such member, no credits
      return new Map(memberIds.map((id) => [id, found.get(id) ?? 0]));
    },

    /**
     * Erasure (DPDP Act 2023): the ledger rows for this student stay as anonymous stubs, their student_id set to null,
     * so balances and ledger sums are untouched and nothing leads back to the person.
     */
    async forgetStudent(tx, studentId) {
      const [stubs] = await entityManagerOf(tx).execute<{ n: number }[]>(
        'with stub as (update credit_transactions set student_id = null where student_id = ? returning 1) select count(*)::int as n from stub',
        [studentId],
      );
      return Number(stubs?.n ?? 0);
    },
  };
}
