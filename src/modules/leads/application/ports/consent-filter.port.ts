/** A WHERE predicate over the students table that another module writes about its own table (privacy's consents). */
export type StudentPredicate = { sql: string; params: unknown[] };

/**
 * Issue 16: the consent state lives in the privacy module's table; leads' queries filter by it through these
 * predicates (`idColumn` is the students table's id as the query names it), so that leads' SQL names only its tables.
 */
export type ConsentFilter = {
  consentPredicate(status: 'recorded' | 'not_recorded' | 'withdrawn', idColumn: string): StudentPredicate;
  /**
   * The admin export's provenance columns as SQL text expressions over `idColumn` (NULL where empty): source label
   * (leads falls back to the record's data source), status, who consented, consent date. Absent: the export pages.
   */
  provenanceColumns?(idColumn: string): { sourceLabel: string; status: string; consentedBy: string; consentDate: string; doNotContact?: string };
  /** null: members see every record (the default); otherwise only the records it admits */
  memberVisibility(idColumn: string): StudentPredicate | null;
};
