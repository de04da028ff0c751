import type { EntityManager, Orm } from '../../../../platform/db/orm';
import type { CreditLedger, LedgerEntry } from '../../application/ports/credit-ledger.port';

const placeholders = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array.from({ length: columns }, () => '?').join(', ')})`).join(', ');

export function createCreditLedgerRepository(orm: Orm): CreditLedger {
  return {
    transaction: (work) => orm.em.fork().transactional(work),

    async spend(em, memberId, entries, idempotencyKey) {
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      // The only write to a balance: conditional, so parallel requests can never take it below zero.
      const rows = await em.execute<{ credits: number }[]>(
        'update website_users set credits = credits - ?, updated_at = now() where id = ? and credits >= ? returning credits',
        [total, memberId, total],
      );
      if (rows.length === 0) return null;
      const after = rows[0]!.credits;
      if (entries.length === 0) return after;
      let remaining = after + total;
      const params = entries.flatMap((entry) => {
        remaining -= entry.credits;
        return [memberId, entry.studentId, entry.kind, entry.credits, remaining, entry.description, idempotencyKey ?? null];
      });
      await em.execute(
        `insert into credit_transactions (user_id, student_id, transaction_type, credits_consumed, credits_remaining, description, idempotency_key)
         values ${placeholders(entries.length, 7)}`,
        params,
      );
      return after;
    },

    async lockBalance(em, memberId) {
      await em.execute('select 1 from website_users where id = ? for update', [memberId]);
    },

    async balanceOf(memberId, em?: EntityManager) {
      const rows = await (em ?? orm.em.fork()).execute<{ credits: number }[]>('select credits from website_users where id = ?', [memberId]);
      return rows[0]?.credits ?? 0;
    },
  };
}
