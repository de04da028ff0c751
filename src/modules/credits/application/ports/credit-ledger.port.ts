import type { Transaction } from '@platform/kernel/transaction';
import type { ChargeKind } from '@modules/credits/domain/prices';

export type GrantRow = { description: string; actorId: string | null; kind?: 'admin_grant' | 'purchase'; reference?: string };

export type LedgerEntry = { kind: ChargeKind; studentId: string | null; credits: number; description: string };

/** Who pays (ADR 0021): the institution's pool, the seat that acted, and the API key it used, if any. */
export type Payer = { institutionId: string; memberId: string; apiKeyId?: string };

/**
 * What a debit did: the pool after it (and whether it just went below 10 credits for the first time since it was last
 * topped up: ADR 0021, low pool), or why nothing changed: the pool was short, or the seat's monthly limit
 * (ADR 0021) would be passed (`limit` and what the seat spent this month, India time).
 */
export type SpendOutcome = { remaining: number; lowPoolCrossed: boolean } | { refused: 'pool' } | { refused: 'seat-limit'; limit: number; used: number };

/** The pools (institution_credits) and the ledger (credit_transactions), changed together inside one transaction. */
export type CreditLedger = {
  /** Locks the institution's pool row until the transaction ends, so one institution's charged requests run one at a time. */
  lockBalance(tx: Transaction, institutionId: string): Promise<void>;
  /**
   * Takes `entries`' credits from the pool only if it covers them all (conditional UPDATE) and the seat's monthly
   * limit, if it has one, is not passed; writes one ledger row per entry, naming the seat and the key. Call it with
   * the pool locked (lockBalance), so the month's spending it reads cannot change before it commits.
   */
  spend(tx: Transaction, payer: Payer, entries: readonly LedgerEntry[], idempotencyKey?: string): Promise<SpendOutcome>;
  /**
   * Adds credits to the pool and writes their ledger row naming the seat: 'admin_grant' naming the admin, or 'purchase'
   * (a paid invoice) with its reference (unique per member, so the same purchase never grants twice); null when there
   * is no such pool.
   */
  grant(tx: Transaction, payer: Payer, credits: number, row: GrantRow): Promise<number | null>;
  /** Every id's pool (0 for an id without one: no such institution), inside `tx` when given. */
  balances(institutionIds: readonly string[], tx?: Transaction): Promise<Map<string, number>>;
  /** Erasure: the ledger rows naming this student keep no student id; answers how many. */
  forgetStudent(tx: Transaction, studentId: string): Promise<number>;
  /**
   * ADR 0021: everything in `from`'s pool moves to `to`'s, with a 'transfer_out' and a 'transfer_in' row naming the
   * seat that moved (none when nothing was left); both rows locked in one order, so two moves cannot deadlock.
   */
  transfer(tx: Transaction, transfer: { from: string; to: string; memberId: string }): Promise<number>;
  /** A pool just opened holds nothing: the welcome credits are not given twice (ADR 0021, removing a seat). */
  empty(tx: Transaction, institutionId: string): Promise<void>;
};
