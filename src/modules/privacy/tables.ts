/** The tables the privacy module owns: each student's provenance and consent, and retention notices (issue 16). */
export const OWNED_TABLES = ['student_consents', 'retention_notices'] as const;
