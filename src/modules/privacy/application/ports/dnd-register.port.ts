import type { Transaction } from '@platform/kernel/transaction';

/** ADR 0022: one upload of the DND register as the admin sees it. */
export type DndUploadSummary = {
  id: string;
  uploadedAt: string;
  uploadedBy: string;
  fileName: string;
  numbers: number;
  added: number;
  kept: number;
  removed: number;
  skipped: number;
};

/** ADR 0022: the DND register's numbers and its uploads. */
export type DndRegisterStore = {
  /** one batch of distinct numbers: new ones listed since `today`, known ones keep their day; counts each once per upload */
  mergeWithin(tx: Transaction, uploadId: string, numbers: readonly string[], today: string): Promise<{ added: number; kept: number }>;
  /** the numbers the upload did not carry leave the register; answers how many */
  removeUnseenWithin(tx: Transaction, uploadId: string): Promise<number>;
  recordUploadWithin(
    tx: Transaction,
    upload: Omit<DndUploadSummary, 'uploadedAt' | 'uploadedBy'> & { actorId: string | null; actorLabel: string },
  ): Promise<void>;
  lastUpload(): Promise<DndUploadSummary | null>;
  count(): Promise<number>;
  /** since when each of these 10-digit numbers is on the register (the listed ones only) */
  among(mobiles: readonly string[]): Promise<Map<string, string>>;
};
