/** Issue 16 §3: the words a member sees on a record they may not contact (the portal, saved students, exports). */
export const WITHDRAWN_LABEL = 'Withdrawn — delete your copy';
export const DO_NOT_CONTACT_LABEL = 'Do not contact';
export type PrivacyLabel = typeof WITHDRAWN_LABEL | typeof DO_NOT_CONTACT_LABEL;
