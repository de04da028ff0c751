import { join, raw } from '@platform/db/sql';
import { STUDENT_FIELD_NAMES, STUDENT_FIELDS, type StudentFieldName, type StudentFields } from '@modules/leads/domain/student-fields';
import type { StudentRecord } from '@modules/leads/domain/student-lead';

type Fields = typeof STUDENT_FIELDS;

/**
 * A `students` row as the catalogue reads it (ADR 0005: one row type and its mapper per table): the id, every student
 * field's column (domain/student-fields.ts) with its stored type, a date as the driver hands it over, and created_at.
 */
export type StudentRow = { id: string; created_at: Date | string } & {
  [K in StudentFieldName as Fields[K]['column']]: StudentFields[K] | (Fields[K] extends { kind: 'date' } ? Date : never);
};

/** id, every student field's column (in the fields' order) and created_at: the columns of a StudentRow. */
export const STUDENT_ROW_COLUMNS = join([raw('id'), ...STUDENT_FIELD_NAMES.map((name) => raw(STUDENT_FIELDS[name].column)), raw('created_at')]);

const isoDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

/** A row as the record's fields, in their order; a date column as YYYY-MM-DD, whatever the driver handed over. */
export const toRecord = (row: StudentRow): StudentRecord => {
  const cells = row as unknown as Record<string, unknown>;
  const record: Record<string, unknown> = { id: row.id };
  for (const name of STUDENT_FIELD_NAMES) {
    const field = STUDENT_FIELDS[name];
    record[name] = field.kind === 'date' ? isoDate((cells[field.column] ?? null) as Date | string | null) : cells[field.column];
  }
  record.createdAt = new Date(row.created_at).toISOString();
  return record as StudentRecord;
};
