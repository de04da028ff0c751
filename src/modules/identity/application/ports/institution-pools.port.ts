import type { Transaction } from '@platform/kernel/transaction';

/**
 * The institutions' credit pools, which the credits module owns (its contract satisfies this in the composition root):
 * identity's member answers carry their institution's balance (ADR 0021) but never read it from a table of its own,
 * and a seat changing institution moves credits only through here.
 */
export type InstitutionPools = {
  balanceOf(institutionId: string): Promise<number>;
  /** one batched read for a page of members' institutions: every id is in the map */
  balances(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * Inside the caller's transaction: everything left in `from`'s pool moves to `to`'s, a 'transfer_out' and a
   * 'transfer_in' ledger row naming the seat that moved; answers the credits moved.
   */
  transferPoolWithin(tx: Transaction, transfer: { from: string; to: string; memberId: string }): Promise<{ moved: number }>;
  /** Inside the caller's transaction: a pool just opened holds nothing (a removed seat's own institution: no second welcome). */
  emptyNewPoolWithin(tx: Transaction, institutionId: string): Promise<void>;
  /** ADR 0021, limits: a seat's monthly limit (null: none), inside the caller's transaction, which checked who may set it. */
  setSeatLimitWithin(tx: Transaction, limit: { institutionId: string; memberId: string; monthlyLimit: number | null; updatedBy: string }): Promise<void>;
  /** These seats' limits and what each took from the pool this month (India time): every id is in the map. */
  seatSpending(institutionId: string, memberIds: readonly string[]): Promise<Map<string, { monthlyLimit: number | null; spentThisMonth: number }>>;
};
