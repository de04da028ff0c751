/** The tables the privacy module owns: provenance and consent (issue 16 §1), do-not-contact, suppression and notices (§3), retention notices (§5). */
export const OWNED_TABLES = ['student_consents', 'student_do_not_contact', 'suppressed_contacts', 'withdrawal_notices', 'retention_notices'] as const;
