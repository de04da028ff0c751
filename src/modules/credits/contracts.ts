import type { EntityManager } from '../../platform/db/orm';
import type { ChargeKind } from './domain/prices';
import type { CreditGrantApi } from './credit-grant.contracts';

export type * from './credit-grant.contracts';

export type { ChargeKind } from './domain/prices';
export { CREDIT_PRICES, costOf, unlockAndSaveCost } from './domain/prices';

export type ChargeRequest = {
  memberId: string;
  /** premium members are never charged; the call then only reports the balance */
  isPremium: boolean;
  kind: ChargeKind;
  /** one ledger row per student, each charged the kind's price; give `quantity` instead for a charge without students */
  studentIds?: readonly string[];
  quantity?: number;
  description: string;
  /** a retried request with the same key is charged once (the ledger remembers the key) */
  idempotencyKey?: string;
};

export type ChargeResult = { charged: number; remainingCredits: number };

/** What the credits module offers other modules. */
export type CreditsApi = {
  /**
   * Charges inside the CALLER's transaction (`em` from `orm.em.transactional`), so that the thing
   * bought (e.g. saved_students rows) and the charge commit or roll back together. Uses the
   * conditional `UPDATE … WHERE credits >= n RETURNING credits` and writes the ledger rows.
   * @throws DomainError('payment_required', 'CREDITS.INSUFFICIENT', 'Insufficient credits'); nothing is charged
   *
   * @example collections, saving students:
   *   await orm.em.transactional(async (em) => {
   *     const newIds = await insertSaved(em, ids);            // only the newly saved ones
   *     await credits.chargeWithin(em, { memberId, isPremium, kind: 'save', studentIds: newIds, description: 'Saved 3 students' });
   *   });
   */
  chargeWithin(em: EntityManager, request: ChargeRequest): Promise<ChargeResult>;
  /** The subset of `studentIds` this member has unlocked. */
  unlockedAmong(memberId: string, studentIds: readonly string[]): Promise<Set<string>>;
  /** The member's balance now. */
  balanceOf(memberId: string): Promise<number>;
  /** Admin grants (admin module). */
  grants: CreditGrantApi;
};
