import type { Transaction } from '@platform/kernel/transaction';

/**
 * Where a paid invoice's credits go: the buyer's credit pool, inside the invoice's transaction (the credits, their
 * ledger row and the invoice's status commit together). Today the pool is the member's balance (credits'
 * `grantWithin`, wired in src/composition-root.ts); with institutions (ADR 0021) it becomes the institution's pool.
 */
export type PoolGrants = {
  grantWithin(tx: Transaction, grant: { buyerId: string; credits: number; reference: string; description: string }): Promise<{ credits: number }>;
};
