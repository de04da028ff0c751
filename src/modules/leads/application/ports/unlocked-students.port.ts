import type { Transaction } from '@platform/kernel/transaction';

export type UnlockedStudent = { studentId: string; unlockedAt: Date };

/**
 * Which students each institution has unlocked (unlocked_students): what a free seat may see in full. ADR 0021: an
 * unlock by any seat is the institution's; the row keeps the seat who paid.
 */
export type UnlockedStudents = {
  /**
   * Inserts the pairs that are new and answers those ids as `fresh` (ON CONFLICT DO NOTHING); ADR 0023: a student new
   * to this institution takes one of the season's places first, and one whose season is full is left out, as
   * `capped`. A premium institution's row (`isPremium`) holds the place but unlocks nothing once the membership ends
   * (`among`, `list`, `page` leave it out); a later paid unlock of the student turns it into a paid one, answered as
   * fresh. Null when a student does not exist (the foreign key refused it, and the caller's transaction must be
   * abandoned).
   */
  addNew(
    tx: Transaction,
    unlocker: { memberId: string; institutionId: string; isPremium?: boolean },
    studentIds: readonly string[],
  ): Promise<{ fresh: string[]; capped: string[] } | null>;
  /** ADR 0023: how many institutions took a place this admission season, by student (absent: none), in one statement */
  seasonPlaces(studentIds: readonly string[]): Promise<Map<string, number>>;
  /** ADR 0023: institutions allowed per student per admission season (STUDENT_SEASON_CAP) */
  readonly seasonCap: number;
  /** the students of `studentIds` this institution has an unlock row for (paid at any time); inside `tx` when given */
  among(institutionId: string, studentIds: readonly string[], tx?: Transaction): Promise<Set<string>>;
  list(institutionId: string): Promise<UnlockedStudent[]>;
  /** One page of `list` (newest unlock first, then by student id) and how many there are in all. */
  page(institutionId: string, limit: number, offset: number): Promise<{ rows: UnlockedStudent[]; total: number }>;
  /** Erasure, before the student row goes: its unlocks stay as anonymous stubs (student_id null); answers how many. */
  forgetStudent(tx: Transaction, studentId: string): Promise<number>;
  /** the seats who unlocked this student, whichever institution (ADR 0017: who must be told to delete their copy) */
  membersOf(studentId: string): Promise<string[]>;
};
