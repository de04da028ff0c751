import type { Transaction } from '@platform/kernel/transaction';

/**
 * Tells the webhooks module that a member unlocked students (ADR 0015: `student.unlocked`), inside the unlock's
 * transaction so that the delivery commits with it; null for a premium member's unlock, which writes nothing else.
 * app.ts fills it with webhooks' recordEvent.
 */
export type UnlockEvents = (
  tx: Transaction | null,
  unlock: { memberId: string; institutionId: string; isPremium: boolean; studentIds: readonly string[] },
) => Promise<unknown>;
