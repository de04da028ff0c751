import type { EntityManager, Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { CreditHistory } from '@modules/credits/application/ports/credit-history.port';
import type { LedgerRow } from '@modules/credits/domain/ledger';
import type { PaidForStudents } from '@modules/credits/contracts';
import { clearLowPool } from './credit-ledger.repository';

/** A `credit_transactions` row as the ledger reads it. */
type Stored = {
  id: string;
  created_at: Date | string;
  transaction_type: string;
  credits_consumed: number;
  credits_remaining: number;
  description: string | null;
  student_id: string | null;
  position: string;
};

const rowOf = (row: Stored): LedgerRow => ({
  id: row.id,
  occurredAt: new Date(row.created_at),
  kind: row.transaction_type,
  consumed: row.credits_consumed,
  balanceAfter: row.credits_remaining,
  description: row.description ?? '',
  studentId: row.student_id,
  position: row.position,
});

/** Gives `credits` back to the pool that paid and writes the balance after it on the refund's ledger row; answers that balance. */
async function creditBack(em: EntityManager, institutionId: string, credits: number, ledgerRowId: string): Promise<number> {
  const after = await sql`update institution_credits set credits = credits + ${credits}, updated_at = now(), ${clearLowPool(credits)}
    where institution_id = ${institutionId} returning credits`.first<{ credits: number }>(em);
  const remaining = after?.credits ?? 0;
  await sql`update credit_transactions set credits_remaining = ${remaining} where id = ${ledgerRowId}`.run(em);
  return remaining;
}

/** credit_transactions read page by page (keyset on created_at, id; index credit_transactions_member_history_idx). */
export function createCreditHistoryRepository(orm: Orm): CreditHistory {
  const paidFor: CreditHistory['paidFor'] = async (studentIds, tx) => {
    if (studentIds.length === 0) return [];
    // ADR 0021: the refund goes to the pool that paid, the latest one should the seat have paid from two
    const rows = await sql`select user_id, (array_agg(institution_id order by paid_at desc))[1] as institution_id, sum(paid)::int as credits,
         count(*)::int as students
       from (select user_id, student_id, sum(credits_consumed) as paid, max(created_at) as paid_at,
               (array_agg(institution_id order by created_at desc))[1] as institution_id from credit_transactions
             where student_id = any(${studentIds}::uuid[]) group by user_id, student_id) per_student
       where paid > 0 group by user_id order by user_id`.rows<{ user_id: string; institution_id: string; credits: number; students: number }>(
      tx ? entityManagerOf(tx) : sessionOf(orm),
    );
    return rows.map((row) => ({ memberId: row.user_id, institutionId: row.institution_id, credits: row.credits, students: row.students }));
  };

  return {
    async page(memberId, limit, cursor) {
      const rows = await sql`select id, created_at, created_at::text as position, transaction_type, credits_consumed, credits_remaining, description, student_id
         from credit_transactions where user_id = ${memberId} ${cursor ? sql`and (created_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : empty}
         order by created_at desc, id desc limit ${limit}`.rows<Stored>(sessionOf(orm));
      return rows.map(rowOf);
    },

    async actions(memberId, limit, cursor) {
      // a charge's rows run its balance down, a refund's or grant's up: the balance after the action is the far end
      const rows =
        await sql`select min(id::text) as id, created_at, created_at::text as position, transaction_type, sum(credits_consumed)::int as credits_consumed,
                case when sum(credits_consumed) >= 0 then min(credits_remaining) else max(credits_remaining) end as credits_remaining,
                description, case when count(*) = 1 then (array_agg(student_id))[1] end as student_id, count(*)::int as rows
         from credit_transactions where user_id = ${memberId} ${cursor ? sql`and created_at <= ${cursor.at}::timestamptz` : empty}
         group by created_at, transaction_type, description
         ${cursor ? sql`having (created_at, min(id::text)) < (${cursor.at}::timestamptz, ${cursor.id})` : empty}
         order by created_at desc, min(id::text) desc limit ${limit}`.rows<Stored & { rows: number }>(sessionOf(orm));
      return rows.map((row) => ({ ...rowOf(row), rows: row.rows }));
    },

    async refund(tx, row) {
      const em = entityManagerOf(tx);
      // ADR 0021: the pool that paid for the unlock is the one refunded (the ledger's own record of it)
      const paid = await sql`select coalesce(sum(credits_consumed), 0)::int as n, (array_agg(institution_id order by created_at desc))[1] as institution_id
         from credit_transactions where user_id = ${row.memberId} and student_id = ${row.studentId} and transaction_type = 'unlock'`.first<{
        n: number;
        institution_id: string | null;
      }>(em);
      const credits = paid?.n ?? 0;
      const institutionId = paid?.institution_id;
      if (credits <= 0 || !institutionId) return { refunded: 0 };
      // the ledger row first: its unique (user_id, reference) makes a second refund of the same unlock a no-op
      const inserted = await sql`insert into credit_transactions (user_id, institution_id, student_id, transaction_type, credits_consumed, credits_remaining,
           description, reference)
         values (${row.memberId}, ${institutionId}, ${row.studentId}, 'refund', ${-credits}, 0, ${row.description}, ${row.reference})
         on conflict (user_id, reference) where reference is not null do nothing returning id`.first<{ id: string }>(em);
      if (!inserted) return { refunded: 0 };
      await creditBack(em, institutionId, credits, inserted.id);
      return { refunded: credits };
    },

    async unlockPayersSince(tx, studentId, since) {
      const rows = await sql`select user_id from credit_transactions
         where student_id = ${studentId} and transaction_type = 'unlock' and credits_consumed > 0 and created_at >= ${since.toISOString()}::timestamptz
         group by user_id order by min(created_at)`.rows<{ user_id: string }>(entityManagerOf(tx));
      return rows.map((row) => row.user_id);
    },

    paidFor,

    async refundStudents(tx, refund) {
      const em = entityManagerOf(tx);
      const refunded: PaidForStudents[] = [];
      for (const paid of await paidFor(refund.studentIds, tx)) {
        // the ledger row first: its unique (user_id, reference) makes a repeat a no-op
        const inserted = await sql`insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining,
             description, reference)
           values (${paid.memberId}, ${paid.institutionId}, 'refund', ${-paid.credits}, 0, ${refund.description(paid.students)}, ${refund.reference})
           on conflict (user_id, reference) where reference is not null do nothing returning id`.first<{ id: string }>(em);
        if (!inserted) continue;
        await creditBack(em, paid.institutionId, paid.credits, inserted.id);
        refunded.push({ memberId: paid.memberId, credits: paid.credits, students: paid.students });
      }
      return refunded;
    },
  };
}
