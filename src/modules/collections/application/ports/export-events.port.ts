import type { Transaction } from '@platform/kernel/transaction';

/**
 * Tells the webhooks module that a member exported saved students (ADR 0015: `collection.exported`), inside the
 * export's charged transaction so that the delivery commits with it (and a replayed retry sends nothing again).
 * app.ts fills it with webhooks' recordEvent.
 */
export type ExportEvents = (
  tx: Transaction,
  exported: { memberId: string; institutionId: string; isPremium: boolean; collectionId: string | null; studentIds: readonly string[] },
) => Promise<unknown>;
