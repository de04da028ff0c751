import type { ContactFreshnessFacts, ContactFreshnessView } from './contact-freshness.schema';
import type { MinorStatus } from './minor-rule';
import type { PrivacyLabel } from './privacy-labels.schema';
import type { LeadProvenance } from './record-privacy';
import { CONFIGURABLE_FIELDS, CONTACT_FIELDS, type ConfigurableField, type StudentFields } from './student-fields';

/** A student record as the catalogue stores it: every field (student-fields.ts), unmasked. Only the server holds it. */
/** `contactFreshness` (ADR 0026): each contact's verification and source, when the read carried them. */
export type StudentRecord = { id: string } & StudentFields & { createdAt: string; contactFreshness?: ContactFreshnessFacts };

/** Who is looking: the server decides premium from the member's record, never from the request. */
/** `institutionId`: ADR 0021, whose unlocks the viewer sees in full (an unlock by any seat is the institution's). */
export type MemberViewer = { memberId: string; institutionId: string; isPremium: boolean };

/** The portal's student lead (spec 001 §3): the record as one member may see it. */
export type StudentLead = Omit<StudentRecord, 'mobileNumber'> & {
  mobileNumber: string | null;
  /** true when the contact fields are shown in full: premium, or unlocked by this member */
  isUnlocked: boolean;
  /** ADR 0013: adult, a minor released by a guardian's consent, or a minor whose contacts stay locked */
  minor: MinorStatus;
  /** ADR 0013: where the record came from and who consented, shown before a credit is spent */
  provenance: LeadProvenance;
  /** ADR 0017: "Withdrawn — delete your copy", "Do not contact", or null */
  privacyLabel: PrivacyLabel | null;
  /** ADR 0026: each contact's freshness and source, sent even when the contact itself is masked */
  contactFreshness?: ContactFreshnessView;
  /** ADR 0022: the mobile number is on the DND register since that day (a fact about the number, masked or not); null: not on it */
  mobileDnd: { listedSince: string } | null;
};

/** The columns column_settings may hide or mask; id, flags and createdAt are always sent. */
export const CONFIGURABLE_COLUMNS: readonly ConfigurableField[] = CONFIGURABLE_FIELDS;

export type ConfigurableColumn = ConfigurableField;

/** The contact fields: masked for a free member's locked students whatever column_settings says. */
export const CONTACT_COLUMNS: readonly ConfigurableColumn[] = CONTACT_FIELDS;
