import type { Transaction } from '@platform/kernel/transaction';
import type { ChargeKind } from '@modules/credits/domain/prices';

export type GrantRow = { description: string; actorId: string | null; kind?: 'admin_grant' | 'purchase'; reference?: string };

export type LedgerEntry = { kind: ChargeKind; studentId: string | null; credits: number; description: string };

/** Balances (member_credits) and the ledger (credit_transactions), changed together inside one transaction. */
export type CreditLedger = {
  /** Locks the member's balance row until the transaction ends, so one member's charged requests run one at a time. */
  lockBalance(tx: Transaction, memberId: string): Promise<void>;
  /**
   * Takes `entries`' credits from the balance only if it covers them all (conditional UPDATE) and writes one
   * ledger row per entry. Returns the balance after, or null when the balance was too low (nothing changed).
   */
  spend(tx: Transaction, memberId: string, entries: readonly LedgerEntry[], idempotencyKey?: string): Promise<number | null>;
  /**
   * Adds credits and writes their ledger row: 'admin_grant' naming the admin, or 'purchase' (a paid invoice) with its
   * reference (unique per member, so the same purchase never grants twice); null when there is no such member.
   */
  grant(tx: Transaction, memberId: string, credits: number, row: GrantRow): Promise<number | null>;
  /** Every id's balance (0 for an id without a balance: no such member), inside `tx` when given. */
  balances(memberIds: readonly string[], tx?: Transaction): Promise<Map<string, number>>;
  /** Erasure: the ledger rows naming this student keep no student id; answers how many. */
  forgetStudent(tx: Transaction, studentId: string): Promise<number>;
};
