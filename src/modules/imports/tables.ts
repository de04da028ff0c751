/**
 * The tables the imports module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * The CSV imports of students (batches, for undo) and the upload history.
 */
export const OWNED_TABLES = ['import_batches', 'import_history'] as const;
