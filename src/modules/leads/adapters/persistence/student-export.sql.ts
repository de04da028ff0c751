import type { ProvenanceSql } from '@modules/leads/application/ports/consent-filter.port';
import type { AdminStudent } from '@modules/leads/contracts';

/**
 * The admin CSV export as one `COPY (select …) TO STDOUT WITH (FORMAT csv)`: PostgreSQL writes every cell the way the
 * paged path writes it (platform/http/csv-download.ts with kernel/csv-cell.ts), so both paths give the same file:
 * - formulas neutralised: a text cell starting with = + - @ tab or CR gets a leading apostrophe;
 * - an empty text is sent as NULL, which COPY writes as an empty unquoted cell (as csv-stringify does), not as `""`;
 * - flags as `true`/`false`, dates as YYYY-MM-DD, times as the ISO instant in UTC with milliseconds.
 */
// ascii() reads the first character's code without building a text: = + - @ tab CR (left(…, 1) cost 0.4 s a million rows)
const FORMULA_STARTS = '61, 43, 45, 64, 9, 13';
const text = (column: string) => `case when ascii(${column}) in (${FORMULA_STARTS}) then '''' || ${column} else nullif(${column}, '') end`;
const flag = (column: string) => `case when ${column} then 'true' else 'false' end`;
const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** ADR 0026's contactFreshness is no CSV column (the export carries the flags). */
const EXPRESSIONS: Record<Exclude<keyof AdminStudent, 'contactFreshness'>, string> = {
  id: 'id::text',
  studentName: text('student_name'),
  mobileNumber: text('mobile_number'),
  mobileVerified: flag('mobile_verified'),
  whatsappVerified: flag('whatsapp_verified'),
  institutionsContacted: 'coalesce(institutions_contacted, 0)::text',
  emailId: text('email_id'),
  emailVerified: flag('email_verified'),
  fatherName: text('father_name'),
  motherName: text('mother_name'),
  dateOfBirth: "to_char(date_of_birth, 'YYYY-MM-DD')",
  age: 'age::text',
  gender: text('gender'),
  course: text('course'),
  entranceExam: text('entrance_exam'),
  stream: text('stream'),
  board: text('board'),
  passingYear: 'passing_year::text',
  collegeName: text('college_name'),
  address: text('address'),
  city: text('city'),
  district: text('district'),
  state: text('state'),
  pincode: text('pincode'),
  otherInfo: text('other_info'),
  dataSource: text('data_source'),
  importBatchId: 'import_batch_id::text',
  createdAt: instant('created_at'),
  updatedAt: instant('updated_at'),
};

/** Formula neutralisation of a computed text (the provenance columns' CASEs, cheap to evaluate again), as `text`. */
const neutralised = (expression: string) => text(`(${expression})`);

/**
 * The consent columns (ADR 0013) after the fields: provenance_source (the record's data source when no consent names
 * one), consent_status, consent_given_by, consent_date, (ADR 0017) do_not_contact ('true'/'false') and (ADR 0022)
 * on_dnd_register_since (YYYY-MM-DD, empty when not on the register).
 */
const provenanceCells = (p: ProvenanceSql) => [
  neutralised(`coalesce(${p.sourceLabel}, data_source)`),
  neutralised(p.status),
  neutralised(p.consentedBy),
  neutralised(p.consentDate),
  p.doNotContact ?? "'false'",
  // ADR 0022: the DND register's day (a date, no formula to neutralise)
  p.dndSince ?? 'null',
];

/**
 * Every student, the given fields in order (then the provenance columns when given), no header. In the table's own order: a newest-first ORDER BY walks the
 * created_at index and visits the heap at random (16.8 s for 1M rows against 4.5 s in table order, bench/RESULTS.md).
 * COPY takes no parameters; nothing here comes from a request (the field names are checked against EXPRESSIONS).
 */
export function exportCopySql(fields: readonly (keyof AdminStudent)[], provenance?: ProvenanceSql): string {
  const columns = fields.map((field) => {
    const expression = (EXPRESSIONS as Partial<Record<keyof AdminStudent, string>>)[field];
    if (!expression) throw new Error(`exportCopySql: no column for ${String(field)}`);
    return expression;
  });
  if (provenance) columns.push(...provenanceCells(provenance));
  return `copy (select ${columns.join(', ')} from students ${provenance?.joins ?? ''}) to stdout with (format csv)`;
}
