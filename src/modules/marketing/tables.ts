/**
 * The tables the marketing module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * The contact form's enquiries and the free assessment's answers.
 */
export const OWNED_TABLES = ['contact_submissions', 'assessment_submissions', 'assessment_contact_submissions'] as const;
