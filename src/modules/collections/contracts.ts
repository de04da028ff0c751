import type { Transaction } from '@platform/kernel/transaction';

/** What the collections module offers other modules. */
export type CollectionsApi = {
  /** How many students this member has saved (e.g. the profile's 'My Saved Students (count)'). */
  savedCount(memberId: string): Promise<number>;
  /** studentId → whether this member has saved it. */
  savedAmong(memberId: string, studentIds: readonly string[]): Promise<Record<string, boolean>>;
  /** Erasure, inside the caller's transaction: removes the student from every member's collections, notes included. */
  forgetStudentWithin(tx: Transaction, studentId: string): Promise<number>;
  /** The members who saved this student (ADR 0017: each is told to delete their copy when the student withdraws or is erased). */
  saversOf(studentId: string): Promise<string[]>;
  /**
   * ADR 0021, a seat removed from its institution: inside the caller's transaction, every collection of `fromMemberId`
   * (and what is saved in it) becomes `toMemberId`'s, the remover's. Answers how many collections moved.
   */
  reassignOwner(tx: Transaction, fromMemberId: string, toMemberId: string): Promise<{ collections: number }>;
};
