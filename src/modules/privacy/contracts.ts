/** What the privacy module offers other modules (issue 16): each record's consent, and filters by it. */
import type { AuditActor } from '@platform/audit/audit-trail';
import type { StudentPredicate } from './application/ports/consents.port';
import type { ConsentedBy, ConsentStatus } from './domain/consent';
import type { ImportedConsent } from './domain/consent-import';

export type { StudentPredicate } from './application/ports/consents.port';
export type { ConsentStatus } from './domain/consent';
export type { ImportedConsent } from './domain/consent-import';
export { CONSENT_COLUMNS, readConsentCells } from './domain/consent-import';
export { CONSENT_STATUSES } from './domain/consent';
/** The last day a record is kept (issue 16 §5, ADR 0019), for the admin's view of a record. */
export { retentionDate } from './domain/retention';

/** One record's consent as the catalogue presents it (leads' RecordConsent). */
export type RecordConsentFacts = {
  status: ConsentStatus;
  consentedBy: ConsentedBy | null;
  consentDate: string | null;
  sourceLabel: string | null;
  guardianConsent: boolean;
};

export type PrivacyApi = {
  /** the consent facts of those of `ids` that hold a consent row, and the day they were judged on */
  recordConsents: { among(ids: readonly string[]): Promise<Map<string, RecordConsentFacts>>; today(): string };
  /** the students in that consent state, as a predicate on the students table's id column (`idColumn`) */
  consentPredicate(status: ConsentStatus, idColumn: string): StudentPredicate;
  /**
   * each record's provenance_source label, consent_status, consent_given_by and consent_date as SQL text expressions
   * (NULL where empty) over the students table's id column (`idColumn`): for an export written by PostgreSQL (COPY)
   */
  provenanceColumns(idColumn: string): ProvenanceColumns;
  /** what members may list: null, or (HIDE_RECORDS_WITHOUT_CONSENT=true) only records whose consent is in force */
  memberVisibility(idColumn: string): StudentPredicate | null;
  /** an import's consents, for the students it inserted (by id); answers how many were recorded */
  recordImported(batchId: string, rows: readonly { studentId: string; consent: ImportedConsent }[]): Promise<number>;
  /**
   * Issue 16 §4: the student's own withdrawal from the rights portal, the same act as the admin's (audited by `actor`);
   * 409 PRIVACY.NOTHING_TO_WITHDRAW when no consent is in force.
   */
  withdraw(studentId: string, actor: AuditActor): Promise<{ status: ConsentStatus }>;
  /** records with a consent in force, and withdrawn ones (the dashboard derives "lacking consent" from the total) */
  counts(): Promise<{ recorded: number; withdrawn: number }>;
};

/** SQL text expressions, one per provenance column of the admin export (privacy writes them on its own table). */
export type ProvenanceColumns = { sourceLabel: string; status: string; consentedBy: string; consentDate: string };
