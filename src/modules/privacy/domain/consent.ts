/**
 * Provenance and consent of one student record (ADR 0013, DPDP Act 2023 s.6–7): pure rules, no I/O.
 * A record without a consent row is "not recorded"; a withdrawal ends a consent; so does its expiry.
 */
export const CONSENT_SOURCES = ['csv_import', 'admin_entry', 'website_inquiry', 'self_confirmation'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENTED_BY = ['student', 'guardian'] as const;
export type ConsentedBy = (typeof CONSENTED_BY)[number];

export const CONSENT_STATUSES = ['recorded', 'not_recorded', 'withdrawn'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** The one purpose members receive records for; shown to the student in the privacy notice. */
export const SHARING_PURPOSE = 'shared with member institutions for admission outreach';
/** The privacy notice in force when a consent is recorded without naming one. */
export const CURRENT_NOTICE_VERSION = '2026-12';

/** The consent row as stored (dates as YYYY-MM-DD, instants as ISO strings). */
export type ConsentRecord = {
  studentId: string;
  source: ConsentSource;
  importBatchId: string | null;
  lawfulBasis: 'consent';
  consentedBy: ConsentedBy;
  consentDate: string;
  noticeVersion: string;
  purpose: string;
  expiresOn: string | null;
  withdrawnAt: string | null;
};

/** YYYY-MM-DD of an instant, in UTC. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Recorded while neither withdrawn nor past its expiry (the expiry day itself still counts). */
export function consentStatus(record: ConsentRecord | undefined, today: string): ConsentStatus {
  if (!record) return 'not_recorded';
  if (record.withdrawnAt) return 'withdrawn';
  if (record.expiresOn !== null && record.expiresOn < today) return 'not_recorded';
  return 'recorded';
}

/** What other modules need to know of a record's consent: its state, and whether a guardian's consent is on file. */
export type ConsentFacts = {
  status: ConsentStatus;
  consentedBy: ConsentedBy | null;
  consentDate: string | null;
  source: ConsentSource | null;
  /** a parent's or guardian's consent in force: what releases a minor's contact details */
  guardianConsent: boolean;
};

export function consentFacts(record: ConsentRecord | undefined, today: string): ConsentFacts {
  const status = consentStatus(record, today);
  const inForce = status === 'recorded';
  return {
    status,
    consentedBy: inForce ? record!.consentedBy : null,
    consentDate: inForce ? record!.consentDate : null,
    source: record?.source ?? null,
    guardianConsent: inForce && record!.consentedBy === 'guardian',
  };
}

export const NO_CONSENT: ConsentFacts = { status: 'not_recorded', consentedBy: null, consentDate: null, source: null, guardianConsent: false };

/** A consent dated in the future, or expiring before it was given, is a typing mistake. */
export function consentDateProblem(consentDate: string, expiresOn: string | null, today: string): string | null {
  if (consentDate > today) return 'Consent date cannot be in the future';
  if (expiresOn !== null && expiresOn < consentDate) return 'Consent expiry must be on or after the consent date';
  return null;
}
