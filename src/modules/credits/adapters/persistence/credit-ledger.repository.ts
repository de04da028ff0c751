import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditLedger } from '@modules/credits/application/ports/credit-ledger.port';

const list = (count: number, item: string) => Array.from({ length: count }, () => item).join(', ');

/**
 * institution_credits holds one pool per institution (opened with 100 credits by the database as the institution is
 * inserted, see Migration20270101000000_institutions, ADR 0021); credit_transactions holds one row per change of it,
 * naming the seat (user_id) and the API key used.
 */
export function createCreditLedgerRepository(orm: Orm): CreditLedger {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());

  return {
    async lockBalance(tx, institutionId) {
      await entityManagerOf(tx).execute('select 1 from institution_credits where institution_id = ? for update', [institutionId]);
    },

    async spend(tx, payer, entries, idempotencyKey) {
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      // The only debit of a pool: conditional, so parallel requests can never take it below zero. The ledger rows
      // are written by the same statement from the debited row (none when the pool was short): one round trip
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
             insert into credit_transactions (user_id, institution_id, api_key_id, student_id, transaction_type, credits_consumed, credits_remaining, description, idempotency_key)
             select ?, ?, ?::uuid, entry.student_id, entry.kind, entry.credits, debited.credits + entry.after, entry.description, ?
             from debited, (values ${list(entries.length, '(?::uuid, ?::text, ?::int, ?::int, ?::text)')}) as entry(student_id, kind, credits, after, description))`;
      const rows = await entityManagerOf(tx).execute<{ credits: number }[]>(
        `with debited as (
           update institution_credits set credits = credits - ?, updated_at = now() where institution_id = ? and credits >= ? returning credits
         )${ledger}
         select credits from debited`,
        [
          total,
          payer.institutionId,
          total,
          ...(entries.length === 0 ? [] : [payer.memberId, payer.institutionId, payer.apiKeyId ?? null, idempotencyKey ?? null, ...params]),
        ],
      );
      return rows.length === 0 ? null : Number(rows[0]!.credits);
    },

    async grant(tx, payer, credits, row) {
      const em = entityManagerOf(tx);
      const [balance] = await em.execute<{ credits: number }[]>(
        'update institution_credits set credits = credits + ?, updated_at = now() where institution_id = ? returning credits',
        [credits, payer.institutionId],
      );
      if (!balance) return null;
      await em.execute(
        `insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description, actor_id, reference)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [payer.memberId, payer.institutionId, row.kind ?? 'admin_grant', -credits, balance.credits, row.description, row.actorId, row.reference ?? null],
      );
      return Number(balance.credits);
    },

    async balances(institutionIds, tx) {
      if (institutionIds.length === 0) return new Map();
      const rows = await db(tx).execute<{ institution_id: string; credits: number }[]>(
        `select institution_id, credits from institution_credits where institution_id in (${institutionIds.map(() => '?').join(', ')})`,
        [...institutionIds],
      );
      const found = new Map(rows.map((row) => [row.institution_id, Number(row.credits)]));
      // the one place a missing pool is read: no pool row, no such institution, no credits
      return new Map(institutionIds.map((id) => [id, found.get(id) ?? 0]));
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

    async transfer(tx, { from, to, memberId }) {
      const em = entityManagerOf(tx);
      await em.execute('select 1 from institution_credits where institution_id in (?, ?) order by institution_id for update', [from, to]);
      const [moved] = await em.execute<{ credits: number; left: number }[]>(
        `with before as (select credits from institution_credits where institution_id = ?)
         update institution_credits c set credits = 0, updated_at = now() from before where c.institution_id = ? returning before.credits, c.credits as left`,
        [from, from],
      );
      const credits = Number(moved?.credits ?? 0);
      if (credits === 0) return 0;
      await em.execute(
        `with added as (update institution_credits set credits = credits + ?, updated_at = now() where institution_id = ? returning credits)
         insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description)
         select ?::uuid, ?::uuid, 'transfer_out', ?::int, 0, 'Credits moved to the institution you joined' union all
         select ?::uuid, ?::uuid, 'transfer_in', ?::int, added.credits, 'Credits brought by a seat that joined' from added`,
        [credits, to, memberId, from, credits, memberId, to, -credits],
      );
      return credits;
    },

    async empty(tx, institutionId) {
      await entityManagerOf(tx).execute('update institution_credits set credits = 0, updated_at = now() where institution_id = ?', [institutionId]);
    },
  };
}
