/**
 * The tables the collections module owns: only this module's SQL names them (tests/architecture fails otherwise).
 * Members' collections and the students saved into them, with their notes.
 */
export const OWNED_TABLES = ['collections', 'saved_students'] as const;
