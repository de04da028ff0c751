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
  /** one batch of an upload's numbers, staged inside the upload's transaction */
  stageWithin(tx: Transaction, numbers: readonly string[]): Promise<void>;
  /** the staged numbers become the register (new ones listed since `today`, others keep their day, the rest leave) */
  replaceWithin(tx: Transaction, uploadId: string, today: string): Promise<{ numbers: number; added: number; removed: number }>;
  recordUploadWithin(
    tx: Transaction,
    upload: Omit<DndUploadSummary, 'uploadedAt' | 'uploadedBy'> & { actorId: string | null; actorLabel: string },
  ): Promise<void>;
  lastUpload(): Promise<DndUploadSummary | null>;
  count(): Promise<number>;
  /** since when each of these 10-digit numbers is on the register (the listed ones only) */
  among(mobiles: readonly string[]): Promise<Map<string, string>>;
};
