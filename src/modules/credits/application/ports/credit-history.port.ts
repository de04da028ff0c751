import type { Transaction } from '@platform/kernel/transaction';
import type { LedgerCursor, LedgerRow } from '@modules/credits/domain/ledger';
import type { PaidForStudents } from '@modules/credits/contracts';

export type RefundRow = { memberId: string; studentId: string; reference: string; description: string };

/** ADR 0021: a member's payment with the pool that paid it (the latest one, should the seat have paid from two). */
export type PaidFromPool = PaidForStudents & { institutionId: string };

/** Reading a member's ledger, and the one credit that comes back: a refund (with its ledger row, in one transaction). */
export type CreditHistory = {
  /** Newest first, at most `limit` rows after `cursor`. */
  page(memberId: string, limit: number, cursor?: LedgerCursor): Promise<LedgerRow[]>;
  /**
   * docs/product.md, "Prices before the click": newest first, one entry per action (the rows one charge, grant or
   * refund wrote together: same time, kind and description), its change summed and its balance the one after the
   * whole action.
   */
  actions(memberId: string, limit: number, cursor?: LedgerCursor): Promise<LedgerRow[]>;
  /**
   * Gives back what the member paid to unlock the student, once per `reference`: the ledger row is written first
   * (unique per member and reference), then the balance moves. Answers the credits refunded (0 when nothing was paid,
   * or when this reference was refunded before); the pool credited is the one the unlock's ledger row names (ADR 0021).
   */
  refund(tx: Transaction, row: RefundRow): Promise<{ refunded: number }>;
  /** The seats whose unlock of this student was charged (credits > 0) at or after `since`, oldest first (ADR 0025). */
  unlockPayersSince(tx: Transaction, studentId: string, since: Date): Promise<string[]>;
  /** Net credits each member paid for these students (charges minus refunds), members with nothing net left out. */
  paidFor(studentIds: readonly string[], tx?: Transaction): Promise<PaidFromPool[]>;
  /** One refund row per member for what `paidFor` finds, once per member and reference; the balances move with them. */
  refundStudents(
    tx: Transaction,
    refund: { studentIds: readonly string[]; reference: string; description: (students: number) => string },
  ): Promise<PaidForStudents[]>;
};
