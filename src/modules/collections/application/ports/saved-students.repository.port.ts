import type { Transaction } from '@platform/kernel/transaction';
import type { SavedEntry } from '@modules/collections/domain/collection';

export type SavedScope = { studentIds: readonly string[] } | { collectionId: string };

/** Every method is scoped to one member's saved list. Without `tx`, a statement runs on its own. */
export interface SavedStudentsRepository {
  /** Inserts the pairs not saved yet and answers the student ids newly saved (a repeat is a no-op, even in parallel). */
  insertNew(tx: Transaction, memberId: string, studentIds: readonly string[], collectionId: string, notes: string | null): Promise<string[]>;
  /** studentId → collectionId for the ids this member has saved */
  savedAmong(memberId: string, studentIds: readonly string[]): Promise<Map<string, string | null>>;
  /** `everyone`: a shared collection's rows of every seat (ADR 0021), not only the member's */
  list(memberId: string, collectionId: string | null, limit: number, everyone?: boolean): Promise<{ entries: SavedEntry[]; total: number }>;
  /** The member's saved entries in a scope, newest first (export). */
  inScope(memberId: string, scope: SavedScope, tx?: Transaction): Promise<SavedEntry[]>;
  remove(memberId: string, studentId: string): Promise<boolean>;
  setNotes(memberId: string, studentId: string, notes: string | null): Promise<SavedEntry | null>;
  /** Answers the student ids moved (those saved by this member). */
  move(memberId: string, studentIds: readonly string[], collectionId: string): Promise<string[]>;
  moveAll(tx: Transaction, memberId: string, fromCollectionId: string, toCollectionId: string): Promise<number>;
  /** Appends `line` to the notes of the given saved students; answers their notes after the change. */
  appendToNotes(tx: Transaction, memberId: string, studentIds: readonly string[], line: string): Promise<Map<string, string>>;
  /** Erasure: deletes every member's saved row (and notes) for this student; answers how many. */
  forgetStudentWithin(tx: Transaction, studentId: string): Promise<number>;
  /** the members who saved this student */
  saversOf(studentId: string): Promise<string[]>;
}
