/** ADR 0017: the words a member sees on a record they may not contact (the portal, saved students, exports). */
export const WITHDRAWN_LABEL = 'Withdrawn — delete your copy';
export const DO_NOT_CONTACT_LABEL = 'Do not contact';
/** A withdrawn record seen by a member who never held it: nothing of theirs to delete. */
export const CONSENT_WITHDRAWN_LABEL = 'Consent withdrawn';
export const PRIVACY_LABELS = [WITHDRAWN_LABEL, CONSENT_WITHDRAWN_LABEL, DO_NOT_CONTACT_LABEL] as const;
export type PrivacyLabel = (typeof PRIVACY_LABELS)[number];

/** The label of a record the member holds a copy of (they unlocked or saved it). */
export const heldCopyLabel = (label: PrivacyLabel | null): PrivacyLabel | null => (label === CONSENT_WITHDRAWN_LABEL ? WITHDRAWN_LABEL : label);
