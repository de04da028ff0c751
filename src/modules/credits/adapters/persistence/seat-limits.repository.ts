import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { SeatLimit, SeatSpending } from '@modules/credits/contracts';

type SpendingRow = { member_id: string; monthly_limit: number | null; spent: number };

/**
 * seat_credit_limits (ADR 0021, limits): one row per seat that has or had a limit; the charge reads it in its own
 * statement (credit-ledger.repository's spend). A row naming another institution than the seat's is stale (the seat
 * moved) and counts for nothing.
 */
export function createSeatLimitsRepository(orm: Orm) {
  return {
    async set(tx: Transaction, limit: SeatLimit): Promise<void> {
      await sql`insert into seat_credit_limits (member_id, institution_id, monthly_limit, updated_at, updated_by)
         values (${limit.memberId}, ${limit.institutionId}, ${limit.monthlyLimit}, now(), ${limit.updatedBy})
         on conflict (member_id) do update set institution_id = excluded.institution_id, monthly_limit = excluded.monthly_limit,
           updated_at = now(), updated_by = excluded.updated_by`.run(entityManagerOf(tx));
    },

    /** Each of these seats' limit in the institution and what it spent there this month (India time); every id is in the map. */
    async spending(institutionId: string, memberIds: readonly string[]): Promise<Map<string, SeatSpending>> {
      const rows = await sql`select seat.id as member_id, l.monthly_limit, coalesce(spent.credits, 0)::int as spent
         from unnest(${memberIds}::uuid[]) as seat(id)
         left join seat_credit_limits l on l.member_id = seat.id and l.institution_id = ${institutionId}
         left join lateral (
           select sum(credits_consumed) as credits from credit_transactions
           where user_id = seat.id and institution_id = ${institutionId} and credits_consumed > 0
             and created_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
         ) spent on true`.rows<SpendingRow>(sessionOf(orm));
      return new Map(rows.map((row) => [row.member_id, { monthlyLimit: row.monthly_limit, spentThisMonth: row.spent }]));
    },
  };
}
