import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { join, raw, sql } from '@platform/db/sql';
import { STUDENT_FIELD_NAMES, STUDENT_FIELDS, type StudentFieldName, type StudentFields } from '@modules/leads/domain/student-fields';

/** A student written in bulk (src/seed's demo rows, the benchmark's): every field as an import fills it, the contact count, the creation time. */
export type BulkStudent = Omit<{ [K in StudentFieldName]: NonNullable<StudentFields[K]> }, 'emailId' | 'board' | 'otherInfo'> &
  Pick<StudentFields, 'emailId' | 'board' | 'otherInfo'> & { institutionsContacted: number; createdAt: Date };

type PgArrayType = 'text' | 'boolean' | 'integer' | 'date' | 'timestamptz';
type CellValue = string | number | boolean | Date | null;

type ColumnName = (typeof STUDENT_FIELDS)[StudentFieldName]['column'] | 'institutions_contacted' | 'created_at' | 'updated_at';
type StudentColumn = { name: ColumnName; type: PgArrayType; value: (s: BulkStudent) => CellValue };

const PG_TYPES = { text: 'text', integer: 'integer', date: 'date', flag: 'boolean' } as const;

/** Every student field's column (domain/student-fields.ts, in its order), then the columns only the catalogue keeps. */
const COLUMNS: readonly StudentColumn[] = [
  ...STUDENT_FIELD_NAMES.map(
    (name): StudentColumn => ({ name: STUDENT_FIELDS[name].column, type: PG_TYPES[STUDENT_FIELDS[name].kind], value: (s) => s[name] }),
  ),
  { name: 'institutions_contacted', type: 'integer', value: (s) => s.institutionsContacted },
  { name: 'created_at', type: 'timestamptz', value: (s) => s.createdAt },
  // Seeded rows have never been edited.
  { name: 'updated_at', type: 'timestamptz', value: (s) => s.createdAt },
];

/** Columns written by both writers, in order; `id` is left to its gen_random_uuid() default. */
export const STUDENT_COLUMNS: readonly string[] = COLUMNS.map((c) => c.name);

const COLUMN_LIST = STUDENT_COLUMNS.join(', ');

const UNNEST_INSERT_SQL = `INSERT INTO students (${COLUMN_LIST}) SELECT * FROM unnest(${COLUMNS.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;

function scalarText(value: Exclude<CellValue, null>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

/** One element of a PostgreSQL array literal: always quoted, so commas, braces and spaces are safe. */
const arrayElement = (value: CellValue): string => (value === null ? 'NULL' : `"${scalarText(value).replace(/[\\"]/g, '\\$&')}"`);

/** One batch's columns, each as one array literal (a date as its ISO instant, a flag as t/f). */
const columnArrays = (batch: readonly BulkStudent[]) => COLUMNS.map((column) => `{${batch.map((row) => arrayElement(column.value(row))).join(',')}}`);

/**
 * Inserts rows with one `INSERT … SELECT * FROM unnest(…)` per batch: through `exec` (a pg client, a test's own
 * connection) as `unnest($1::text[], …)`, or as `sql` on the session of `into` (src/seed's demo rows, ADR 0005).
 * Arrays are sent as array-literal strings rather than JS arrays so the statement works the same through pg and PGlite.
 */
export async function insertStudentsBatched(into: Orm | ((sql: string, params: unknown[]) => Promise<unknown>), rows: Iterable<BulkStudent>, batchSize = 5000) {
  const write = (arrays: string[]) =>
    typeof into === 'function'
      ? into(UNNEST_INSERT_SQL, arrays)
      : sql`INSERT INTO students (${join(COLUMNS.map((c) => raw(c.name)))}) SELECT * FROM unnest(${join(COLUMNS.map((c, i) => sql`${arrays[i]!}::${raw(c.type)}[]`))})`.run(
          sessionOf(into),
        );
  let inserted = 0;
  let batch: BulkStudent[] = [];
  const flush = async (): Promise<void> => {
    await write(columnArrays(batch));
    inserted += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  return inserted;
}

const COPY_SPECIAL = /[\\\t\n\r\b\f\v]/;
const COPY_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

/** Encodes one field for COPY … FROM STDIN in text format (tab-delimited, `\N` for NULL). */
export function escapeCopyText(value: CellValue): string {
  if (value === null) return '\\N';
  const text = scalarText(value);
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r\b\f\v]/g, (ch) => COPY_ESCAPES[ch]!) : text;
}

const copyText = (value: string | null): string => escapeCopyText(value);
const copyBool = (value: boolean): string => (value ? 't' : 'f');

/**
 * One COPY line in STUDENT_COLUMNS order. Spelled out rather than looped over COLUMNS
 * because this is the hot path of a 10M-row seed and the loop is about twice as slow;
 * the unit test checks it against COLUMNS.
 */
export function copyTextLine(s: BulkStudent): string {
  const createdAt = s.createdAt.toISOString();
  return (
    copyText(s.studentName) +
    '\t' +
    copyText(s.gender) +
    '\t' +
    s.age +
    '\t' +
    copyText(s.fatherName) +
    '\t' +
    copyText(s.motherName) +
    '\t' +
    copyText(s.dateOfBirth) +
    '\t' +
    copyText(s.emailId) +
    '\t' +
    copyText(s.mobileNumber) +
    '\t' +
    copyBool(s.emailVerified) +
    '\t' +
    copyBool(s.mobileVerified) +
    '\t' +
    copyBool(s.whatsappVerified) +
    '\t' +
    copyText(s.course) +
    '\t' +
    copyText(s.board) +
    '\t' +
    s.passingYear +
    '\t' +
    copyText(s.stream) +
    '\t' +
    copyText(s.entranceExam) +
    '\t' +
    copyText(s.address) +
    '\t' +
    copyText(s.city) +
    '\t' +
    copyText(s.district) +
    '\t' +
    copyText(s.state) +
    '\t' +
    copyText(s.pincode) +
    '\t' +
    copyText(s.collegeName) +
    '\t' +
    copyText(s.otherInfo) +
    '\t' +
    copyText(s.dataSource) +
    '\t' +
    s.institutionsContacted +
    '\t' +
    createdAt +
    '\t' +
    createdAt +
    '\n'
  );
}

/** Generic COLUMNS-driven encoding of a row; the reference copyTextLine is tested against. */
export function copyTextFields(row: BulkStudent): string[] {
  return COLUMNS.map((column) => escapeCopyText(column.value(row)));
}
