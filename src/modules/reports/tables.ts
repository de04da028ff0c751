/**
 * The tables the reports module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Members' reports of wrong contact data and the admins' decisions on them.
 */
export const OWNED_TABLES = ['student_reports'] as const;
