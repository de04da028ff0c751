import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { CreditHistory } from '@modules/credits/application/ports/credit-history.port';
import type { LedgerRow } from '@modules/credits/domain/ledger';
import type { PaidForStudents } from '@modules/credits/contracts';
import { sqlArray } from '@platform/db/sql-array';

type Stored = {
  id: string;
  created_at: Date | string;
  transaction_type: string;
  credits_consumed: number;
  credits_remaining: number;
  description: string | null;
  student_id: string | null;
};

const rowOf = (row: Stored): LedgerRow => ({
  id: row.id,
  occurredAt: new Date(row.created_at),
  kind: row.transaction_type,
  consumed: Number(row.credits_consumed),
  balanceAfter: Number(row.credits_remaining),
  description: row.description ?? '',
  studentId: row.student_id,
});

/** credit_transactions read page by page (keyset on created_at, id; index credit_transactions_member_history_idx). */
export function createCreditHistoryRepository(orm: Orm): CreditHistory {
  const paidFor: CreditHistory['paidFor'] = async (studentIds, tx) => {
    if (studentIds.length === 0) return [];
    const em = tx ? entityManagerOf(tx) : orm.em.fork();
    const rows = await em.execute<{ user_id: string; credits: number; students: number }[]>(
      `select user_id, sum(paid)::int as credits, count(*)::int as students
       from (select user_id, student_id, sum(credits_consumed) as paid from credit_transactions
             where student_id = any(?::uuid[]) group by user_id, student_id) per_student
       where paid > 0 group by user_id order by user_id`,
      [sqlArray(studentIds)],
    );
    return rows.map((row) => ({ memberId: row.user_id, credits: Number(row.credits), students: Number(row.students) }));
  };

  return {
    async page(memberId, limit, cursor) {
      const after = cursor ? 'and (created_at, id) < (?, ?)' : '';
      const rows = await orm.em.fork().execute<Stored[]>(
        `select id, created_at, transaction_type, credits_consumed, credits_remaining, description, student_id
         from credit_transactions where user_id = ? ${after} order by created_at desc, id desc limit ?`,
        cursor ? [memberId, cursor.occurredAt, cursor.id, limit] : [memberId, limit],
      );
      return rows.map(rowOf);
    },

    async actions(memberId, limit, cursor) {
      // a charge's rows run its balance down, a refund's or grant's up: the balance after the action is the far end
      const rows = await orm.em.fork().execute<(Stored & { rows: number })[]>(
        `select min(id::text) as id, created_at, transaction_type, sum(credits_consumed)::int as credits_consumed,
                case when sum(credits_consumed) >= 0 then min(credits_remaining) else max(credits_remaining) end as credits_remaining,
                description, case when count(*) = 1 then (array_agg(student_id))[1] end as student_id, count(*)::int as rows
         from credit_transactions where user_id = ? ${cursor ? 'and created_at <= ?' : ''}
         group by created_at, transaction_type, description
         ${cursor ? 'having (created_at, min(id::text)) < (?, ?)' : ''}
         order by created_at desc, min(id::text) desc limit ?`,
        cursor ? [memberId, cursor.occurredAt, cursor.occurredAt, cursor.id, limit] : [memberId, limit],
      );
      return rows.map((row) => ({ ...rowOf(row), rows: Number(row.rows) }));
    },

    async refund(tx, row) {
      const em = entityManagerOf(tx);
      const [paid] = await em.execute<{ n: number }[]>(
        `select coalesce(sum(credits_consumed), 0)::int as n from credit_transactions
         where user_id = ? and student_id = ? and transaction_type = 'unlock'`,
        [row.memberId, row.studentId],
      );
      const credits = Number(paid?.n ?? 0);
      const balance = async () =>
        Number((await em.execute<{ credits: number }[]>('select credits from member_credits where member_id = ?', [row.memberId]))[0]?.credits ?? 0);
      if (credits <= 0) return { refunded: 0, remainingCredits: await balance() };
      // the ledger row first: its unique (user_id, reference) makes a second refund of the same unlock a no-op
      const [inserted] = await em.execute<{ id: string }[]>(
        `insert into credit_transactions (user_id, student_id, transaction_type, credits_consumed, credits_remaining, description, reference)
         values (?, ?, 'refund', ?, 0, ?, ?) on conflict (user_id, reference) where reference is not null do nothing returning id`,
        [row.memberId, row.studentId, -credits, row.description, row.reference],
      );
      if (!inserted) return { refunded: 0, remainingCredits: await balance() };
      const [after] = await em.execute<{ credits: number }[]>(
        'update member_credits set credits = credits + ?, updated_at = now() where member_id = ? returning credits',
        [credits, row.memberId],
      );
      const remainingCredits = Number(after?.credits ?? 0);
      await em.execute('update credit_transactions set credits_remaining = ? where id = ?', [remainingCredits, inserted.id]);
      return { refunded: credits, remainingCredits };
    },

    paidFor,

    async refundStudents(tx, refund) {
      const em = entityManagerOf(tx);
      const refunded: PaidForStudents[] = [];
      for (const paid of await paidFor(refund.studentIds, tx)) {
        // the ledger row first: its unique (user_id, reference) makes a repeat a no-op
        const [inserted] = await em.execute<{ id: string }[]>(
          `insert into credit_transactions (user_id, transaction_type, credits_consumed, credits_remaining, description, reference)
           values (?, 'refund', ?, 0, ?, ?) on conflict (user_id, reference) where reference is not null do nothing returning id`,
          [paid.memberId, -paid.credits, refund.description(paid.students), refund.reference],
        );
        if (!inserted) continue;
        const [after] = await em.execute<{ credits: number }[]>(
          'update member_credits set credits = credits + ?, updated_at = now() where member_id = ? returning credits',
          [paid.credits, paid.memberId],
        );
        await em.execute('update credit_transactions set credits_remaining = ? where id = ?', [Number(after?.credits ?? 0), inserted.id]);
        refunded.push(paid);
      }
      return refunded;
    },
  };
}
