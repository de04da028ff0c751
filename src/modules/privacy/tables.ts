/** The tables the privacy module owns: provenance and consent (ADR 0013), do-not-contact, suppression and notices (ADR 0017), retention notices (ADR 0019), the DND register (ADR 0022). */
export const OWNED_TABLES = [
  'student_consents',
  'student_do_not_contact',
  'suppressed_contacts',
  'withdrawal_notices',
  'retention_notices',
  'dnd_numbers',
  'dnd_uploads',
] as const;
