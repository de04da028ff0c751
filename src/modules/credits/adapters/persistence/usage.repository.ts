import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql } from '@platform/db/sql';
import type { UsagePeriod, UsageRow } from '@modules/credits/domain/usage';

type Row = { member_id: string; feature: UsageRow['feature']; api_key_id: string | null; bucket: string; credits: number };

/**
 * ADR 0021, usage: an institution's charges (ledger rows that took credits for an unlock, a save or an export) in a
 * period of India time, summed per seat, feature, API key and day or month; `memberId` keeps one seat's own.
 */
export function createUsageRepository(orm: Orm) {
  return {
    async of(institutionId: string, period: UsagePeriod, memberId?: string): Promise<UsageRow[]> {
      const bucket = period.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      const rows = await sql`select user_id as member_id, case when api_key_id is not null then 'api' else transaction_type end as feature, api_key_id,
           to_char(created_at at time zone 'Asia/Kolkata', ${bucket}) as bucket, sum(credits_consumed)::int as credits
         from credit_transactions
         where institution_id = ${institutionId} and credits_consumed > 0 and transaction_type in ('unlock', 'save', 'export')
           and created_at >= ${period.from}::timestamp at time zone 'Asia/Kolkata' and created_at < ${period.to}::timestamp at time zone 'Asia/Kolkata'
           ${memberId ? sql`and user_id = ${memberId}` : empty}
         group by 1, 2, 3, 4
         order by 4, 1, 2`.rows<Row>(sessionOf(orm));
      return rows.map((row) => ({ memberId: row.member_id, feature: row.feature, apiKeyId: row.api_key_id, bucket: row.bucket, credits: row.credits }));
    },
    /** The admin's institutions list: each institution's charges this calendar month (India time); every id is in the map. */
    async usedThisMonth(institutionIds: readonly string[]): Promise<Map<string, number>> {
      const used = new Map(institutionIds.map((id) => [id, 0]));
      if (institutionIds.length === 0) return used;
      const rows = await sql`select institution_id, sum(credits_consumed)::int as credits from credit_transactions
         where institution_id = any(${institutionIds}::uuid[]) and credits_consumed > 0 and transaction_type in ('unlock', 'save', 'export')
           and created_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
         group by institution_id`.rows<{ institution_id: string; credits: number }>(sessionOf(orm));
      for (const row of rows) used.set(row.institution_id, row.credits);
      return used;
    },
  };
}
