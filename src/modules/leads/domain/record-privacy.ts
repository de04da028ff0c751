import { minorStatus, type MinorStatus } from './minor-rule';
import type { StudentRecord } from './student-lead';

/** A record's consent states as the privacy module keeps them (its CONSENT_STATUSES, in its order; ADR 0013). */
export const CONSENT_STATES = ['recorded', 'not_recorded', 'withdrawn'] as const;

/** What the privacy module knows of one record's consent (ADR 0013), as leads needs it to present the record. */
export type RecordConsent = {
  status: (typeof CONSENT_STATES)[number];
  consentedBy: 'student' | 'guardian' | null;
  consentDate: string | null;
  /** how the record reached us, in words ("CSV import", "Admin entry", …); null when no consent row names it */
  sourceLabel: string | null;
  guardianConsent: boolean;
  /** ADR 0017: marked "Do not contact" (DND/NCPR registry or an objection); absent means no */
  doNotContact?: boolean;
  /** ADR 0022: the day the record's mobile number joined the DND register; absent or null: not on it */
  dndSince?: string | null;
};

/** A record's provenance as a member sees it before spending a credit: where it came from, and who agreed when. */
export type LeadProvenance = {
  source: string;
  consentStatus: RecordConsent['status'];
  consentDate: string | null;
  consentedBy: RecordConsent['consentedBy'];
  /** ADR 0017: nobody may unlock the student any more (those who had keep their unlock) */
  doNotContact: boolean;
};

/** `dndSince`: ADR 0022, the day the mobile number joined the DND register (null: not on it) */
export type RecordPrivacy = { minor: MinorStatus; provenance: LeadProvenance; dndSince?: string | null };

export const CONSENT_NOT_RECORDED: RecordConsent = { status: 'not_recorded', consentedBy: null, consentDate: null, sourceLabel: null, guardianConsent: false };

/** The minor rule and the provenance of one record, on the day `today` (YYYY-MM-DD). */
export function recordPrivacy(record: Pick<StudentRecord, 'dateOfBirth' | 'dataSource'>, consent: RecordConsent, today: string): RecordPrivacy {
  return {
    minor: minorStatus(record.dateOfBirth, today, consent.guardianConsent),
    provenance: {
      source: consent.sourceLabel ?? record.dataSource,
      consentStatus: consent.status,
      consentDate: consent.consentDate,
      consentedBy: consent.consentedBy,
      doNotContact: consent.doNotContact ?? false,
    },
    dndSince: consent.dndSince ?? null,
  };
}
