import type { EntityManager } from '../../../../platform/db/orm';

export type UnlockedStudent = { studentId: string; unlockedAt: Date };

export type UnlockedStudents = {
  /**
   * Inserts the pairs that are new and returns only those ids (ON CONFLICT DO NOTHING); null when a student does not
   * exist (the foreign key refused it, and the caller's transaction must be abandoned).
   */
  addNew(em: EntityManager, memberId: string, studentIds: readonly string[]): Promise<string[] | null>;
  among(memberId: string, studentIds: readonly string[]): Promise<Set<string>>;
  list(memberId: string): Promise<UnlockedStudent[]>;
};
