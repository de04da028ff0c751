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
  /** The balance after an earlier charge with this key, if there was one. Locks the member's row to serialise retries. */
  replayed(em: EntityManager, memberId: string, kind: ChargeKind, idempotencyKey: string): Promise<number | null>;
  balanceOf(memberId: string, em?: EntityManager): Promise<number>;
};
