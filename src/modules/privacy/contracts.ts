/** What the privacy module offers other modules (ADR 0013): each record's consent, and filters by it. */
import type { AuditActor } from '@platform/audit/audit-trail';
import type { SqlPiece } from '@platform/kernel/sql-piece';
import type { StudentIdColumn, StudentMobileColumn, StudentPredicate } from './application/ports/consents.port';
import type { ConsentedBy, ConsentStatus } from './domain/consent';
import type { ImportedConsent } from './domain/consent-import';
import type { Transaction } from '@platform/kernel/transaction';
import type { CopyHolder } from './application/copy-holder-mail';
import type { StudentLinks } from './application/contact-rules.use-cases';
import type { DoNotContactReason, DoNotContactSetBy } from './domain/do-not-contact';
import type { CopyNoticeReason } from './domain/copy-notice';
import type { SuppressionReason } from './domain/suppression';

export type { StudentIdColumn, StudentPredicate } from './application/ports/consents.port';
export type { ConsentStatus } from './domain/consent';
export type { ImportedConsent } from './domain/consent-import';
export { CONSENT_COLUMNS, readConsentCells } from './domain/consent-import';
export { CONSENT_STATUSES } from './domain/consent';
export type { CopyHolder } from './application/copy-holder-mail';
export type { StudentLinks } from './application/contact-rules.use-cases';
export type { DoNotContactReason, DoNotContactSetBy } from './domain/do-not-contact';
export { DO_NOT_CONTACT_COLUMNS, DO_NOT_CONTACT_REASONS, readDoNotContactCell } from './domain/do-not-contact';
export { SUPPRESSED_MESSAGE, WITHDRAWN_LABEL } from './domain/suppression';
export { DND_NOTICE } from './domain/dnd-register';

/** ADR 0017: who sets the do-not-contact flag and why (`actor`: the audit row's actor; default "student's own request"). */
export type DoNotContactRequest = { reason: DoNotContactReason; by: DoNotContactSetBy; actor?: AuditActor };

/** A student leaving (withdrawal or erasure): their contacts, and the members who hold a copy (read before the transaction). */
export type RetiringStudent = {
  studentId: string;
  reason: SuppressionReason;
  contact: { email?: string | null; mobile?: string | null };
  holders: readonly CopyHolder[];
};

/** One record's consent as the catalogue presents it (leads' RecordConsent). */
export type RecordConsentFacts = {
  status: ConsentStatus;
  consentedBy: ConsentedBy | null;
  consentDate: string | null;
  sourceLabel: string | null;
  guardianConsent: boolean;
  /** ADR 0017: marked "Do not contact" (DND/NCPR or an objection) */
  doNotContact: boolean;
  /** ADR 0022: the day the record's mobile number joined the DND register (only where the caller asked by mobile) */
  dndSince?: string | null;
};

export type PrivacyApi = {
  /**
   * the consent facts of those of `ids` that hold a consent row (inside `tx` when given: a charged unlock reads them
   * in its own transaction), and the day they were judged on
   */
  recordConsents: {
    among(ids: readonly string[], tx?: Transaction): Promise<Map<string, RecordConsentFacts>>;
    today(): string;
  };
  /**
   * the same facts as `recordConsents.among`, as columns the caller adds to its own query over the students table
   * (`idColumn`: its id column): a student and its consent facts in one statement (a charged unlock)
   */
  consentFactColumns(idColumn: StudentIdColumn, mobileColumn?: StudentMobileColumn): ConsentFactColumns;
  /** the students in that consent state, as a predicate on the students table's id column (`idColumn`) */
  consentPredicate(status: ConsentStatus, idColumn: StudentIdColumn): StudentPredicate;
  /**
   * each record's provenance_source label, consent_status, consent_given_by and consent_date as SQL text expressions
   * (NULL where empty) over `joins`, the left joins of this module's tables to the students table's id column
   * (`idColumn`): for an export written by PostgreSQL (COPY); with `mobileColumn`, the DND register's day too
   */
  provenanceColumns(idColumn: string, mobileColumn?: string): ProvenanceColumns;
  /** ADR 0022: since when each of these 10-digit mobile numbers is on the DND register (the listed ones only; one statement) */
  dndAmong(mobiles: readonly string[]): Promise<Map<string, string>>;
  /** what members may list: null, or (HIDE_RECORDS_WITHOUT_CONSENT=true) only records whose consent is in force */
  memberVisibility(idColumn: StudentIdColumn): StudentPredicate | null;
  /** an import's consents, for the students it inserted (by id); answers how many were recorded */
  recordImported(batchId: string, rows: readonly { studentId: string; consent: ImportedConsent }[]): Promise<number>;
  /**
   * ADR 0018: the student's own withdrawal from the rights portal, the same act as the admin's (audited by `actor`);
   * 409 PRIVACY.NOTHING_TO_WITHDRAW when no consent is in force. `links` names the student and who holds a copy.
   */
  withdraw(studentId: string, actor: AuditActor, links: StudentLinks): Promise<{ status: ConsentStatus }>;
  /** records with a consent in force, and withdrawn ones (the dashboard derives "lacking consent" from the total) */
  counts(): Promise<{ recorded: number; withdrawn: number }>;
  /** ADR 0017: marks a student "Do not contact" (the rights portal calls it with by 'student') and tells the members holding a copy (docs/product.md, "Do not contact"); 404 when unknown */
  setDoNotContact(studentId: string, request: DoNotContactRequest, links: StudentLinks): Promise<{ membersNotified: number }>;
  /** an import's do_not_contact cells, for the students it inserted; answers how many were flagged */
  recordImportedDoNotContact(rows: readonly { studentId: string; reason: DoNotContactReason }[]): Promise<number>;
  /** which of these rows (by their own key) hold an e-mail or mobile number on the suppression list */
  suppressedAmong<K>(rows: readonly { key: K; email?: string | null; mobile?: string | null }[]): Promise<Set<K>>;
  /** ADR 0017: 409 PRIVACY.SUPPRESSED when the e-mail or mobile number is on the suppression list (an admin's entry of a student) */
  refuseSuppressed(contact: { email?: string | null; mobile?: string | null }): Promise<void>;
  /** ADR 0019: the last day (YYYY-MM-DD) a record is kept, RETENTION_ADMISSION_CYCLES after its passing year (or the year added) */
  retentionDateOf(passingYear: number | null, createdAt: Date): string;
  /** inside the caller's transaction: suppresses the student's contacts and gives each holder a notice */
  retireWithin(tx: Transaction, student: RetiringStudent): Promise<{ suppressed: number; notices: number }>;
  /** after the commit: each holder's delete-your-copy e-mail (`name` null for an erased student: the mail store keeps no trace) */
  tellHolders(holders: readonly CopyHolder[], student: { id: string; name: string | null }, reason: CopyNoticeReason): Promise<void>;
};

/**
 * `sql`: the select-list columns (over this module's tables, correlated to the caller's id column; no parameters);
 * `factsOf`: one row's facts, judged today as `recordConsents.among` judges them, undefined where `among` has no entry.
 */
export type ConsentFactColumns = { sql: SqlPiece; factsOf(row: Record<string, unknown>): RecordConsentFacts | undefined };

/** SQL text expressions, one per provenance column of the admin export, over `joins` (privacy writes them on its own tables). */
export type ProvenanceColumns = {
  joins: string;
  sourceLabel: string;
  status: string;
  consentedBy: string;
  consentDate: string;
  doNotContact: string;
  /** ADR 0022: the day the mobile number joined the DND register (YYYY-MM-DD or NULL), when the mobile column was given */
  dndSince?: string;
};
