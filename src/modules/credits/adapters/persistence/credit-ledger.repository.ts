import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { CreditLedger, LedgerEntry, Payer } from '@modules/credits/application/ports/credit-ledger.port';

/** An `institution_credits` pool as the driver answers it (integer: a number). */
type PoolRow = { institution_id: string; credits: number };

type SpendRow = { credits: number | null; monthly_limit: number | null; used: number; low_pool_crossed: boolean };

/**
 * ADR 0021, low pool: a charge that takes the pool below this marks it (low_pool_notified_at, read before the update
 * in the same statement) so that the owner and managers are e-mailed once; credits added that bring it back to this
 * or more clear the mark.
 */
export const LOW_POOL = 10;
/** The SET clause of every statement that adds `credits` to a pool (grants, transfers in, refunds). */
export const clearLowPool = (credits: number) =>
  sql`low_pool_notified_at = case when credits + ${credits} >= ${LOW_POOL} then null else low_pool_notified_at end`;

/**
 * What a seat spent from its institution's pool this calendar month in India time (ADR 0021, limits): its ledger rows
 * there that took credits (charges; grants and refunds are negative), since the month began in Asia/Kolkata.
 */
export const monthSpent = (payer: Pick<Payer, 'institutionId' | 'memberId'>) =>
  sql`select coalesce(sum(credits_consumed), 0)::int as used from credit_transactions
      where user_id = ${payer.memberId} and institution_id = ${payer.institutionId} and credits_consumed > 0
        and created_at >= date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`;

/**
 * The ledger rows of one debit, written by the debit's own statement from the debited row: one row per entry, each
 * with the pool after it (the pool after the debit plus what the later entries take), naming the seat and the key.
 */
function ledgerRows(payer: Payer, entries: readonly LedgerEntry[], idempotencyKey: string | undefined) {
  if (entries.length === 0) return empty;
  let remaining = entries.reduce((sum, entry) => sum + entry.credits, 0);
  const after = entries.map((entry) => (remaining -= entry.credits));
  return sql`, ledger as (
     insert into credit_transactions (user_id, institution_id, api_key_id, student_id, transaction_type, credits_consumed, credits_remaining, description,
       idempotency_key)
     select ${payer.memberId}::uuid, ${payer.institutionId}::uuid, ${payer.apiKeyId ?? null}::uuid, entry.student_id, entry.kind, entry.credits,
       debited.credits + entry.after, entry.description, ${idempotencyKey}
     from debited, unnest(${entries.map((entry) => entry.studentId)}::uuid[], ${entries.map((entry) => entry.kind)}::text[],
       ${entries.map((entry) => entry.credits)}::int[], ${after}::int[], ${entries.map((entry) => entry.description)}::text[])
       as entry(student_id, kind, credits, after, description))`;
}

/**
 * institution_credits holds one pool per institution (opened with 100 credits by the database as the institution is
 * inserted, see Migration20270101000000_institutions, ADR 0021); credit_transactions holds one row per change of it,
 * naming the seat (user_id) and the API key used.
 */
export function createCreditLedgerRepository(orm: Orm): CreditLedger {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));

  return {
    async lockBalance(tx, institutionId) {
      await sql`select 1 from institution_credits where institution_id = ${institutionId} for update`.rows(entityManagerOf(tx));
    },

    async spend(tx, payer, entries, idempotencyKey) {
      const total = entries.reduce((sum, entry) => sum + entry.credits, 0);
      // The only debit of a pool: conditional, so parallel requests can never take it below zero, nor a seat past its
      // monthly limit (ADR 0021): the caller holds the pool's lock, so this statement's snapshot holds every earlier
      // charge of the institution. The month is summed only for a seat with a limit. The ledger rows are written by
      // the same statement from the debited row (none when refused): one round trip where a charged request has
      // many (docs/architecture/unlock-walkthrough.md).
      const row = await sql`with seat_limit as (
           select monthly_limit from seat_credit_limits
           where member_id = ${payer.memberId} and institution_id = ${payer.institutionId} and monthly_limit is not null
         ), spent as (${monthSpent(payer)} and exists (select 1 from seat_limit)
         ), refused as (select 1 from seat_limit, spent where spent.used + ${total} > seat_limit.monthly_limit
         ), before as (select low_pool_notified_at from institution_credits where institution_id = ${payer.institutionId}
         ), debited as (
           update institution_credits set credits = credits - ${total}, updated_at = now(),
             low_pool_notified_at = case when credits - ${total} < ${LOW_POOL} then coalesce(low_pool_notified_at, now()) else low_pool_notified_at end
           where institution_id = ${payer.institutionId} and credits >= ${total} and not exists (select 1 from refused) returning credits
         )${ledgerRows(payer, entries, idempotencyKey)}
         select (select credits from debited) as credits, (select monthly_limit from seat_limit) as monthly_limit, (select used from spent) as used,
           coalesce((select d.credits < ${LOW_POOL} from debited d), false) and (select low_pool_notified_at is null from before) as low_pool_crossed`.first<SpendRow>(
        entityManagerOf(tx),
      );
      if (row?.credits != null) return { remaining: row.credits, lowPoolCrossed: row.low_pool_crossed };
      if (row?.monthly_limit != null && row.used + total > row.monthly_limit) return { refused: 'seat-limit', limit: row.monthly_limit, used: row.used };
      return { refused: 'pool' };
    },

    async grant(tx, payer, credits, row) {
      const em = entityManagerOf(tx);
      const balance = await sql`update institution_credits set credits = credits + ${credits}, updated_at = now(), ${clearLowPool(credits)}
        where institution_id = ${payer.institutionId} returning credits`.first<{ credits: number }>(em);
      if (!balance) return null;
      await sql`insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description, actor_id, reference)
         values (${payer.memberId}, ${payer.institutionId}, ${row.kind ?? 'admin_grant'}, ${-credits}, ${balance.credits}, ${row.description},
           ${row.actorId}, ${row.reference ?? null})`.run(em);
      return balance.credits;
    },

    async balances(institutionIds, tx) {
      if (institutionIds.length === 0) return new Map();
      const rows = await sql`select institution_id, credits from institution_credits where institution_id = any(${institutionIds}::uuid[])`.rows<PoolRow>(
        db(tx),
      );
      const found = new Map(rows.map((row) => [row.institution_id, row.credits]));
      // the one place a missing pool is read: no pool row, no such institution, no credits
      return new Map(institutionIds.map((id) => [id, found.get(id) ?? 0]));
    },

    /**
     * Erasure (DPDP Act 2023): the ledger rows for this student stay as anonymous stubs, their student_id set to null,
     * so balances and ledger sums are untouched and nothing leads back to the person.
     */
    forgetStudent: (tx, studentId) => sql`update credit_transactions set student_id = null where student_id = ${studentId}`.run(entityManagerOf(tx)),

    async transfer(tx, { from, to, memberId }) {
      const em = entityManagerOf(tx);
      await sql`select 1 from institution_credits where institution_id = any(${[from, to]}::uuid[]) order by institution_id for update`.rows(em);
      const moved = await sql`with before as (select credits from institution_credits where institution_id = ${from})
         update institution_credits c set credits = 0, updated_at = now() from before where c.institution_id = ${from}
         returning before.credits`.first<{ credits: number }>(em);
      const credits = moved?.credits ?? 0;
      if (credits === 0) return 0;
      await sql`with added as (update institution_credits set credits = credits + ${credits}, updated_at = now(), ${clearLowPool(credits)}
           where institution_id = ${to} returning credits)
         insert into credit_transactions (user_id, institution_id, transaction_type, credits_consumed, credits_remaining, description)
         select ${memberId}::uuid, ${from}::uuid, 'transfer_out', ${credits}::int, 0, 'Credits moved to the institution you joined' union all
         select ${memberId}::uuid, ${to}::uuid, 'transfer_in', ${-credits}::int, added.credits, 'Credits brought by a seat that joined' from added`.run(em);
      return credits;
    },

    async empty(tx, institutionId) {
      await sql`update institution_credits set credits = 0, updated_at = now() where institution_id = ${institutionId}`.run(entityManagerOf(tx));
    },
  };
}
