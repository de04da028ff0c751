import type { Transaction } from '@platform/kernel/transaction';

export type RememberedRequest = { fingerprint: string; response: unknown };

/** The answers of charged requests sent with an Idempotency-Key, per member, read and written inside the charge's transaction. */
export type IdempotentRequests = {
  /**
   * Locks the institution's pool row until the transaction ends (as CreditLedger.lockBalance), then claims the
   * member's `key` for this request, in one statement (ADR 0003): true when claimed (nothing stored under the key within `windowHours`;
   * an expired answer is taken over), false when an answer is stored. A claim is not a lookup: it sees an answer
   * committed while the statement waited for the lock, which a lookup in the same statement (its snapshot taken
   * before the wait) would miss; read that answer with `find`, in a later statement.
   */
  lockAndClaim(tx: Transaction, payer: { institutionId: string; memberId: string }, key: string, fingerprint: string, windowHours: number): Promise<boolean>;
  /** The answer stored under this key within the last `windowHours`, if any. */
  find(tx: Transaction, memberId: string, key: string, windowHours: number): Promise<RememberedRequest | null>;
  /** Stores the answer (over the claim, or an expired answer, under the same key) and forgets this member's expired keys. */
  remember(tx: Transaction, memberId: string, key: string, remembered: RememberedRequest, windowHours: number): Promise<void>;
};
