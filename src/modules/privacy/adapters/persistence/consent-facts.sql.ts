import { raw, sql } from '@platform/db/sql';
import type { StudentIdColumn, StudentMobileColumn } from '@modules/privacy/application/ports/consents.port';
import type { ConsentRecord } from '@modules/privacy/domain/consent';
import { type ConsentRow, toRecord } from './consents.repository';

/**
 * ADR 0013: one record's consent row and "Do not contact" flag as two columns of the caller's own query over the
 * students table, so that the caller reads a student and its consent facts in one statement (a charged unlock,
 * docs/architecture/unlock-walkthrough.md) while only this module's SQL names this module's tables. `idColumn` is the
 * students table's id as the caller's query names it (the caller's own constant, never a request's). Two probes on
 * the tables' primary keys per row, for the few rows an unlock reads: the same row and flag `amongWithDoNotContact`
 * reads (the consent row whole, as `c.*` there).
 */
export function consentFactColumns(idColumn: StudentIdColumn, mobileColumn?: StudentMobileColumn) {
  const id = raw(idColumn);
  // ADR 0022: with the caller's mobile column, the day it joined the DND register (a probe on its primary key)
  const dnd = mobileColumn ? sql`, (select n.listed_since::text from dnd_numbers n where n.mobile = ${raw(mobileColumn)}) as privacy_dnd_since` : sql``;
  return {
    sql: sql`(select to_jsonb(c) from student_consents c where c.student_id = ${id}) as privacy_consent, exists (select 1 from student_do_not_contact d where d.student_id = ${id}) as privacy_do_not_contact${dnd}`,
    /** the consent row of one row read with `sql` (jsonb: pg hands it over parsed, PGlite's driver may as text), and the flag */
    read(row: Record<string, unknown>): { record: ConsentRecord | undefined; doNotContact: boolean; dndSince?: string | null } {
      const consent = (typeof row.privacy_consent === 'string' ? JSON.parse(row.privacy_consent) : row.privacy_consent) as ConsentRow | null;
      const doNotContact = row.privacy_do_not_contact === true || row.privacy_do_not_contact === 't';
      if (!mobileColumn) return { record: consent ? toRecord(consent) : undefined, doNotContact };
      const dndSince = typeof row.privacy_dnd_since === 'string' ? row.privacy_dnd_since.slice(0, 10) : null;
      return { record: consent ? toRecord(consent) : undefined, doNotContact, dndSince };
    },
  };
}
