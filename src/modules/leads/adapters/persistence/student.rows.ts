import { join, raw } from '@platform/db/sql';
import { STUDENT_FIELD_NAMES, STUDENT_FIELDS, type StudentFieldName, type StudentFields } from '@modules/leads/domain/student-fields';
import type { StudentRecord } from '@modules/leads/domain/student-lead';
import { CONTACT_CHANNELS, type ContactFreshnessFacts } from '@modules/leads/domain/contact-freshness.schema';

type Fields = typeof STUDENT_FIELDS;

/**
 * A `students` row as the catalogue reads it (ADR 0005: one row type and its mapper per table): the id, every student
 * field's column (domain/student-fields.ts) with its stored type, a date as the driver hands it over, and created_at.
 */
export type StudentRow = { id: string; created_at: Date | string } & {
  [K in StudentFieldName as Fields[K]['column']]: StudentFields[K] | (Fields[K] extends { kind: 'date' } ? Date : never);
} & Partial<FreshnessCells>;

/** ADR 0026: each contact's freshness columns (absent from rows read before the migration's columns existed). */
type FreshnessCells = Record<`${(typeof CONTACT_CHANNELS)[number]}_${'verified_at'}`, Date | string | null> &
  Record<`${(typeof CONTACT_CHANNELS)[number]}_${'verified_by' | 'source' | 'source_ref'}`, string | null>;

const FRESHNESS_COLUMNS = raw(
  'email_verified_at, email_verified_by, email_source, email_source_ref, mobile_verified_at, mobile_verified_by, mobile_source, mobile_source_ref, whatsapp_verified_at, whatsapp_verified_by, whatsapp_source, whatsapp_source_ref',
);

/** id, every student field's column (in the fields' order), created_at and the contacts' freshness: the columns of a StudentRow. */
export const STUDENT_ROW_COLUMNS = join([
  raw('id'),
  ...STUDENT_FIELD_NAMES.map((name) => raw(STUDENT_FIELDS[name].column)),
  raw('created_at'),
  FRESHNESS_COLUMNS,
]);

const instant = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

/** The three contacts' stored freshness facts (a row without them: unverified, from the admin). */
export function freshnessOf(row: Partial<FreshnessCells>): ContactFreshnessFacts {
  const facts = {} as Record<string, unknown>;
  for (const c of CONTACT_CHANNELS) {
    facts[c] = {
      verifiedAt: instant(row[`${c}_verified_at`]),
      verifiedBy: row[`${c}_verified_by`] ?? null,
      source: row[`${c}_source`] ?? 'admin',
      sourceRef: row[`${c}_source_ref`] ?? null,
    };
  }
  return facts as ContactFreshnessFacts;
}

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
  if (row.email_verified_at !== undefined) record.contactFreshness = freshnessOf(row);
  return record as StudentRecord;
};
