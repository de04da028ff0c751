import { join, raw, type SqlScalar, sql } from '@platform/db/sql';

/** The bulk INSERT of an import: one statement per chunk, every column sent as an array. */
export const IMPORT_COLUMNS = [
  ['id', 'uuid', 'id'],
  ['student_name', 'text', 'studentName'],
  ['mobile_number', 'text', 'mobileNumber'],
  ['email_id', 'text', 'emailId'],
  ['father_name', 'text', 'fatherName'],
  ['mother_name', 'text', 'motherName'],
  ['date_of_birth', 'date', 'dateOfBirth'],
  ['age', 'integer', 'age'],
  ['gender', 'text', 'gender'],
  ['course', 'text', 'course'],
  ['entrance_exam', 'text', 'entranceExam'],
  ['stream', 'text', 'stream'],
  ['board', 'text', 'board'],
  ['passing_year', 'integer', 'passingYear'],
  ['college_name', 'text', 'collegeName'],
  ['address', 'text', 'address'],
  ['city', 'text', 'city'],
  ['district', 'text', 'district'],
  ['state', 'text', 'state'],
  ['pincode', 'text', 'pincode'],
  ['other_info', 'text', 'otherInfo'],
  ['data_source', 'text', 'dataSource'],
  // ADR 0026: the extended template's verification columns (null when the file has none: the trigger leaves them unverified)
  ['email_verified_at', 'timestamptz', 'emailVerifiedAt'],
  ['email_verified_by', 'text', 'emailVerifiedBy'],
  ['mobile_verified_at', 'timestamptz', 'mobileVerifiedAt'],
  ['mobile_verified_by', 'text', 'mobileVerifiedBy'],
  ['whatsapp_verified_at', 'timestamptz', 'whatsappVerifiedAt'],
  ['whatsapp_verified_by', 'text', 'whatsappVerifiedBy'],
] as const;

const IMPORT_COLUMN_LIST = join(IMPORT_COLUMNS.map(([column]) => raw(column)));

/**
 * One chunk's INSERT: `columns` holds one list per IMPORT_COLUMNS entry, in its order (each one array parameter); a
 * number the catalogue holds is skipped (and reported by the use case as a duplicate), never inserted twice.
 */
export const importStatement = (batchId: string, columns: readonly (readonly SqlScalar[])[]) =>
  sql`with inserted as (insert into students (${IMPORT_COLUMN_LIST}, import_batch_id) select *, ${batchId}::uuid from unnest(${join(
    IMPORT_COLUMNS.map(([, type], i) => sql`${columns[i]!}::${raw(type)}[]`),
  )}) on conflict (mobile_number) do nothing returning mobile_number) select array_agg(mobile_number)::text as mobiles from inserted`;

/** Rows per INSERT statement. */
export const IMPORT_CHUNK = 2000;

/**
 * INSERT statements in flight at once. Writing a row into the catalogue's sixteen indexes is CPU work of one
 * PostgreSQL backend; two statements on two connections use two cores (10,000 rows into 10M: 1.1–1.4 s with one,
 * 0.67–0.91 s with two, on this 2-core machine; three gave no more). The chunks commit one by one, as before.
 */
export const IMPORT_PARALLEL_STATEMENTS = 2;

/**
 * The inserted mobile numbers, sent back as one `text[]` literal (`{9800000001,…}`, or NULL when none): a mobile
 * number is digits only (the import's rules), so no element is ever quoted. Through pg and PGlite alike.
 */
export function parsePgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length < 2) return [];
  return value
    .slice(1, -1)
    .split(',')
    .filter((item) => item.length > 0)
    .map((item) => item.replace(/^"(.*)"$/, '$1'));
}
