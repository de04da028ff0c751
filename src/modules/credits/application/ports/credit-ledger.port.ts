import type { EntityManager } from '../../../../platform/db/orm';
import type { ChargeKind } from '../../domain/prices';

export type LedgerEntry = { kind: ChargeKind; studentId: string | null; credits: number; description: string };

/** Balances and the ledger, changed together inside one transaction. */
export type CreditLedger = {
  /** Runs `work` in one transaction; throwing rolls everything back. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /**
   * Takes `entries`' credits from the balance only if it covers them all (conditional UPDATE) and writes one
   * ledger row per entry. Returns the balance after, or null when the balance was too low (nothing changed).
   */
  spend(em: EntityManager, memberId: string, entries: readonly LedgerEntry[], idempotencyKey?: string): Promise<number | null>;
  /** Locks the member's balance row until the transaction ends, so one member's charged requests run one at a time. */
  lockBalance(em: EntityManager, memberId: string): Promise<void>;
  balanceOf(memberId: string, em?: EntityManager): Promise<number>;
};
