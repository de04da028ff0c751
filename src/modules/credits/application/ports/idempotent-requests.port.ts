import type { Transaction } from '@platform/kernel/transaction';

export type RememberedRequest = { fingerprint: string; response: unknown };

/** The answers of charged requests sent with an Idempotency-Key, per member, read and written inside the charge's transaction. */
export type IdempotentRequests = {
  /** The answer stored under this key within the last `windowHours`, if any. */
  find(tx: Transaction, memberId: string, key: string, windowHours: number): Promise<RememberedRequest | null>;
  /** Stores the answer (replacing an expired one under the same key) and forgets this member's expired keys. */
  remember(tx: Transaction, memberId: string, key: string, remembered: RememberedRequest, windowHours: number): Promise<void>;
};
