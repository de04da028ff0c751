import type { Transaction } from '@platform/kernel/transaction';

/** ADR 0024: what a seat sees of its institution's exclusion list. */
export type ExclusionSummary = { entries: number; studentsMatched: number; uploadedAt: string; uploadedBy: string };

/** ADR 0024: an institution's exclusion list, kept as keyed hashes of contacts only. */
export type ExclusionLists = {
  /**
   * Replaces the institution's list with these hashes (distinct) in one transaction; answers how many students of the
   * catalogue they match. `onProgress`: hashes written so far.
   */
  replace(institutionId: string, contactHashes: readonly string[], by: { id: string; label: string }, onProgress?: (written: number) => void): Promise<number>;
  summary(institutionId: string): Promise<ExclusionSummary | null>;
  /** false when there was none */
  remove(institutionId: string): Promise<boolean>;
  /** the students of `studentIds` on the institution's list (by e-mail or mobile), in one statement */
  listedAmong(institutionId: string, studentIds: readonly string[], tx?: Transaction): Promise<Set<string>>;
  /** fills the students' contact hashes not yet computed; answers how many students */
  hashPending(): Promise<number>;
};
