/** A WHERE predicate over the students table that another module writes about its own table (privacy's consents). */
export type StudentPredicate = { sql: string; params: unknown[] };

/**
 * Issue 16: the consent state lives in the privacy module's table; leads' queries filter by it through these
 * predicates (`idColumn` is the students table's id as the query names it), so that leads' SQL names only its tables.
 */
export type ConsentFilter = {
  consentPredicate(status: 'recorded' | 'not_recorded' | 'withdrawn', idColumn: string): StudentPredicate;
  /** null: members see every record (the default); otherwise only the records it admits */
  memberVisibility(idColumn: string): StudentPredicate | null;
};
