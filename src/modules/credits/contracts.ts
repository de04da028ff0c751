import type { Transaction } from '@platform/kernel/transaction';
import type { ChargeKind } from './domain/prices';
import type { CreditGrantApi, PurchaseGrant } from './credit-grant.contracts';

export type * from './credit-grant.contracts';

export type { ChargeKind } from './domain/prices';
export type { SaveQuote } from './domain/prices';
export { CREDIT_PRICES, costOf, quoteUnlockAndSave } from './domain/prices';
export { insufficientCredits, isInsufficientCredits } from './domain/credits.errors';

/** ADR 0021: who pays: the institution's pool, the seat that acted, and the member API key it used (if any). */
export type PayerIds = {
  institutionId: string;
  /** the seat */
  memberId: string;
  apiKeyId?: string;
};

export type ChargeRequest = PayerIds & {
  /** the price of each kind for this member (domain/prices.ts: premium members save at the full price, unlock and export for free) */
  isPremium: boolean;
  kind: ChargeKind;
  /** one ledger row per student, each charged the kind's price; give `quantity` instead for a charge without students */
  studentIds?: readonly string[];
  quantity?: number;
  description: string;
  /** recorded on the ledger rows (the replay of a retry is chargedTransaction's) */
  idempotencyKey?: string;
};

export type ChargeResult = { charged: number; remainingCredits: number };

/** A charge inside a chargedTransaction: the payer and the key come from the operation. */
export type ChargeOrder = Omit<ChargeRequest, keyof PayerIds | 'idempotencyKey'>;

export type ChargeScope = {
  /** the transaction: write what is bought with it (your adapters open it with entityManagerOf) */
  tx: Transaction;
  /** @throws insufficientCredits() (402 CREDITS.INSUFFICIENT; test with isInsufficientCredits); the whole transaction then rolls back */
  charge(order: ChargeOrder): Promise<ChargeResult>;
};

export type ChargedOperation = PayerIds & {
  /** names the kind of request ('unlock', 'bulk-save', 'export'…): part of what an Idempotency-Key stands for */
  operation: string;
  /** the request's Idempotency-Key header, when sent */
  idempotencyKey?: string;
  /** the validated request (body); the same key with a different request is refused with 409 */
  request: unknown;
};

/** ADR 0021, limits: a seat's monthly limit (null: none), set by the owner or a manager (`updatedBy`). */
export type SeatLimit = { institutionId: string; memberId: string; monthlyLimit: number | null; updatedBy: string };

/** A seat's monthly limit in its institution and the credits it took from the pool this calendar month (India time). */
export type SeatSpending = { monthlyLimit: number | null; spentThisMonth: number };

/** What the credits module offers other modules. */
export type CreditsApi = {
  /**
   * Runs `work` in one transaction that owns the institution's pool (ADR 0021): the thing bought (e.g. saved_students
   * rows) and the charge commit or roll back together, through the conditional `UPDATE institution_credits … WHERE
   * credits >= n` and one ledger row per charged student, naming the seat and the API key. The pool's row is locked
   * first, so one institution's charged requests run one at a time. With an Idempotency-Key, a retry answers the first success's stored result without
   * running `work` again; the result must therefore be plain JSON (no Dates, Maps) and hold no student contact details.
   *
   * @example collections, saving students:
   *   await credits.chargedTransaction({ memberId, institutionId, operation: 'bulk-save', idempotencyKey, request: body }, async ({ tx, charge }) => {
   *     const newIds = await saved.insertNew(tx, memberId, ids);   // only the newly saved ones
   *     const paid = await charge({ isPremium, kind: 'save', studentIds: newIds, description: 'Saved 3 students' });
   *     return { savedCount: newIds.length, creditsConsumed: paid.charged };
   *   });
   */
  chargedTransaction<T>(operation: ChargedOperation, work: (scope: ChargeScope) => Promise<T>): Promise<T>;
  /** The institution's pool now (ADR 0021: every seat's balance). */
  balanceOf(institutionId: string): Promise<number>;
  /** Each institution's pool, in one query (member lists, exports): every id is in the map, 0 for an unknown institution. */
  balances(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * ADR 0021, a seat joining another institution: inside the caller's transaction, everything left in `from`'s pool
   * moves to `to`'s, with a 'transfer_out' and a 'transfer_in' ledger row naming the seat. Answers the credits moved.
   */
  transferPoolWithin(tx: Transaction, transfer: { from: string; to: string; memberId: string }): Promise<{ moved: number }>;
  /** Inside the caller's transaction: an institution's pool just opened holds nothing (no second welcome grant). */
  emptyNewPoolWithin(tx: Transaction, institutionId: string): Promise<void>;
  /** ADR 0021, limits: inside the caller's transaction (who may set it, and that the seat is the institution's, is the caller's to check). */
  setSeatLimitWithin(tx: Transaction, limit: SeatLimit): Promise<void>;
  /** These seats' limits and spending this month in the institution: every id is in the map. */
  seatSpending(institutionId: string, memberIds: readonly string[]): Promise<Map<string, SeatSpending>>;
  /** ADR 0021, the admin's institutions list: each institution's charges (unlocks, saves, exports) this calendar month, India time; every id is in the map. */
  usedThisMonth(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /** Admin grants (admin module). */
  grants: CreditGrantApi;
  /**
   * Credits bought (billing: an invoice marked paid), inside the caller's transaction: the balance and a 'purchase'
   * ledger row with `reference`, as an admin's grant moves them. 404 MEMBERS.NOT_FOUND for an unknown member.
   */
  grantWithin(tx: Transaction, grant: PurchaseGrant): Promise<{ credits: number }>;
  /**
   * Erasure of a student, inside the caller's transaction: the ledger rows that named it keep only an anonymous stub
   * (student_id null); balances and ledger sums do not change. Answers how many rows were stubbed.
   */
  forgetStudentWithin(tx: Transaction, studentId: string): Promise<{ ledgerRows: number }>;
  /**
   * Gives back what the member paid to unlock this student, inside the caller's transaction (the refund's ledger row
   * and the balance move together with whatever the caller writes), to the pool that paid (ADR 0021: the institution
   * the charge's ledger row names). At most once per member and student, whatever the number of calls: a repeated
   * call answers `refunded: 0`. Nothing paid (premium, never charged) refunds nothing.
   */
  refundUnlockWithin(tx: Transaction, refund: UnlockRefund): Promise<{ refunded: number }>;
  /**
   * ADR 0025, automatic credit-back: refunds, inside the caller's transaction, every seat whose unlock of the student
   * was charged at or after `since` (each with its ledger row and the pool that paid, as refundUnlockWithin: once per
   * seat and student). Answers the refunds made now, in the order paid.
   */
  refundRecentUnlocksWithin(tx: Transaction, refund: { studentId: string; since: Date; description: string }): Promise<UnlockRefunded[]>;
  /**
   * What members paid, net of refunds, for these students (unlocks, saves and exports), per member: who would be
   * refunded if the students were removed, and how much. Read outside any transaction (a preview).
   */
  paidForStudents(studentIds: readonly string[], tx?: Transaction): Promise<PaidForStudents[]>;
  /**
   * Gives back, inside the caller's transaction, everything members paid for these students (docs/product.md,
   * "Undo of an import": an import undone removes them): one ledger row per member, `description(count)` naming how
   * many of theirs went, the pool that paid credited with it. Once per member and `reference`: a repeat refunds nothing.
   */
  refundStudentsWithin(
    tx: Transaction,
    refund: { studentIds: readonly string[]; reference: string; description: (students: number) => string },
  ): Promise<PaidForStudents[]>;
};

/** One seat's unlock credit given back (ADR 0025). */
export type UnlockRefunded = { memberId: string; studentId: string; credits: number };

/** One member's net payment for some students: the credits, and how many of the students they paid for. */
export type PaidForStudents = { memberId: string; credits: number; students: number };

/** Why the credit comes back is the description on the member's ledger (e.g. "Refund: wrong number reported"). */
export type UnlockRefund = { memberId: string; studentId: string; description: string };
