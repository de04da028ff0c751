import type { SqlPiece } from '@platform/kernel/sql-piece';
import type { RecordConsent } from '../../domain/record-privacy';

/** A WHERE predicate over the students table that another module writes about its own table (privacy's consents). */
export type StudentPredicate = SqlPiece;

/** The students table's id as leads' queries name it, written into the other module's SQL text (a constant). */
export type StudentIdColumn = 'students.id';
/** ADR 0022: the students table's mobile number, for the DND register's column of ConsentFactColumns */
export type StudentMobileColumn = 'students.mobile_number';

/** The admin export's provenance columns: SQL text expressions over `joins`, the privacy module's tables joined to the students' id. */
export type ProvenanceSql = {
  joins: string;
  sourceLabel: string;
  status: string;
  consentedBy: string;
  consentDate: string;
  doNotContact?: string;
  /** ADR 0022: the day the mobile number joined the DND register, YYYY-MM-DD or NULL */
  dndSince?: string;
};

/** Columns privacy writes over its own tables, correlated to the students' id; `factsOf` reads one row's (undefined: none). */
export type ConsentFactColumns = { sql: SqlPiece; factsOf(row: Record<string, unknown>): RecordConsent | undefined };

/**
 * ADR 0013: the consent state lives in the privacy module's table; leads' queries filter by it through these
 * predicates (`idColumn` is the students table's id as the query names it), so that leads' SQL names only its tables.
 */
export type ConsentFilter = {
  consentPredicate(status: 'recorded' | 'not_recorded' | 'withdrawn', idColumn: StudentIdColumn): StudentPredicate;
  /**
   * The admin export's provenance columns as SQL text expressions over `joins` (left joins to `idColumn`; NULL where
   * empty): source label (leads falls back to the record's data source), status, who consented, consent date.
   * Absent: the export pages.
   */
  provenanceColumns?(idColumn: string, mobileColumn?: StudentMobileColumn): ProvenanceSql;
  /**
   * Each record's consent facts (the same as RecordConsents.among) as select-list columns over `idColumn`, and the facts
   * of one row read with them: a student and its facts in one statement (unlock-facts.sql.ts, page-facts.sql.ts).
   */
  consentFactColumns(idColumn: StudentIdColumn, mobileColumn?: StudentMobileColumn): ConsentFactColumns;
  /** null: members see every record (the default); otherwise only the records it admits */
  memberVisibility(idColumn: StudentIdColumn): StudentPredicate | null;
};
