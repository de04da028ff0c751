/** The tables the privacy module owns: each student's provenance and consent (issue 16). */
export const OWNED_TABLES = ['student_consents'] as const;
