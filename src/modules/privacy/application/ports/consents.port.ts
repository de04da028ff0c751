import type { SqlPiece } from '@platform/kernel/sql-piece';
import type { Transaction } from '@platform/kernel/transaction';
import type { ConsentRecord, ConsentStatus } from '../../domain/consent';
import type { DoNotContactReason } from '../../domain/do-not-contact';

/** A WHERE predicate over the students table, for the module that owns it to put in its own query (ADR 0013). */
export type StudentPredicate = SqlPiece;

/** The students table's id as the caller's query names it: the caller's own constant, written into the SQL text. */
export type StudentIdColumn = 'students.id';
/** ADR 0022: the students table's mobile number as the caller's query names it (a constant; 10 digits as stored) */
export type StudentMobileColumn = 'students.mobile_number';

export type ConsentWrite = Omit<ConsentRecord, 'withdrawnAt'>;

export type Consents = {
  among(studentIds: readonly string[]): Promise<ConsentRecord[]>;
  /**
   * The consents of these students and their "Do not contact" flags, read together: every page of the catalogue a
   * member opens asks for both (one statement, not two).
   */
  amongWithDoNotContact(studentIds: readonly string[], tx?: Transaction): Promise<{ records: ConsentRecord[]; flagged: Map<string, DoNotContactReason> }>;
  /** records or replaces a student's consent (a new consent after a withdrawal starts afresh). False when the student does not exist. */
  put(consent: ConsentWrite): Promise<boolean>;
  /** many at once (an import); rows for students that already hold one are left alone. Answers how many were written. */
  putMany(consents: readonly ConsentWrite[]): Promise<number>;
  /** ends a consent in force; false when there was none */
  withdraw(studentId: string, at: Date, tx?: Transaction): Promise<boolean>;
  /** how many records hold a consent in force, and how many a withdrawn one */
  counts(): Promise<{ recorded: number; withdrawn: number }>;
  /** students in that consent state, as a predicate on `students.id` (written as `idColumn`) */
  predicate(status: ConsentStatus, idColumn: StudentIdColumn): StudentPredicate;
};
