import type { Transaction } from '@platform/kernel/transaction';

export type UnlockedStudent = { studentId: string; unlockedAt: Date };

/** Which students each member has unlocked (unlocked_students): what a free member may see in full. */
export type UnlockedStudents = {
  /**
   * Inserts the pairs that are new and returns only those ids (ON CONFLICT DO NOTHING); null when a student does not
   * exist (the foreign key refused it, and the caller's transaction must be abandoned).
   */
  addNew(tx: Transaction, memberId: string, studentIds: readonly string[]): Promise<string[] | null>;
  /** the students of `studentIds` this member has an unlock row for (paid at any time); inside `tx` when given */
  among(memberId: string, studentIds: readonly string[], tx?: Transaction): Promise<Set<string>>;
  list(memberId: string): Promise<UnlockedStudent[]>;
  /** One page of `list` (newest unlock first, then by student id) and how many there are in all. */
  page(memberId: string, limit: number, offset: number): Promise<{ rows: UnlockedStudent[]; total: number }>;
  /** Erasure, before the student row goes: its unlocks stay as anonymous stubs (student_id null); answers how many. */
  forgetStudent(tx: Transaction, studentId: string): Promise<number>;
  /** the members who unlocked this student (ADR 0017: who must be told to delete their copy) */
  membersOf(studentId: string): Promise<string[]>;
};
