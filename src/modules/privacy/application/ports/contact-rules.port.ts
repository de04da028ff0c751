import type { Transaction } from '@platform/kernel/transaction';
import type { CopyNoticeReason } from '../../domain/copy-notice';
import type { DoNotContactReason, DoNotContactSetBy } from '../../domain/do-not-contact';
import type { ContactKind, SuppressionReason } from '../../domain/suppression';

/** ADR 0017: each student's do-not-contact flag (student_do_not_contact). */
export type DoNotContactList = {
  /** sets or replaces the flag; false when the student does not exist */
  set(studentId: string, reason: DoNotContactReason, by: DoNotContactSetBy, tx?: Transaction): Promise<boolean>;
  /** many at once (an import's rows); answers how many were written */
  setMany(rows: readonly { studentId: string; reason: DoNotContactReason }[], by: DoNotContactSetBy): Promise<number>;
  /** false when there was no flag */
  clear(studentId: string): Promise<boolean>;
  among(studentIds: readonly string[]): Promise<Map<string, DoNotContactReason>>;
};

export type ContactHash = { kind: ContactKind; hash: string };

/** ADR 0017: the keyed hashes of the contacts that no import or admin entry may bring back (suppressed_contacts). */
export type SuppressionList = {
  addWithin(tx: Transaction, hashes: readonly ContactHash[], reason: SuppressionReason): Promise<number>;
  /** which of these hashes are suppressed */
  among(hashes: readonly string[]): Promise<Set<string>>;
};

export type CopyNotice = { id: string; studentId: string; reason: CopyNoticeReason; createdAt: Date };

/** ADR 0017: a member's notices to delete their copy of a student who withdrew, was erased or asked not to be contacted (withdrawal_notices). */
export type CopyNotices = {
  /** one notice per member (a repeat is ignored); answers how many are new */
  addWithin(tx: Transaction, studentId: string, reason: CopyNoticeReason, memberIds: readonly string[]): Promise<number>;
  /** the member's notices they have not acknowledged, newest first */
  openFor(memberId: string): Promise<CopyNotice[]>;
  /** marks them all read; answers how many */
  acknowledge(memberId: string): Promise<number>;
};
