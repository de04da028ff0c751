import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql, sqlOf } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ConsentFactColumns, StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { UnlockFactsReader } from '@modules/leads/application/ports/unlock-facts.port';
import type { ContactField } from '@modules/leads/domain/contact-validity';
import type { RecordConsent } from '@modules/leads/domain/record-privacy';
import { visibleIdsOnly } from './catalogue-visibility';
import { STUDENT_ROW_COLUMNS, type StudentRow, toRecord } from './student.rows';

/**
 * The students an unlock decides on and their consent facts in one statement (docs/architecture/unlock-walkthrough.md):
 * findByIds' columns and visibility, plus the columns the privacy module writes over its own tables (ADR 0013), so this
 * file's SQL names only leads' table. Always the primary (an unlock is charged and read back at once).
 */
export function createUnlockFactsReader(orm: Orm, options: { consents: ConsentFactColumns; visibility?: StudentPredicate }): UnlockFactsReader {
  const visibleOnly = visibleIdsOnly(options.visibility);
  const factColumns = sqlOf(options.consents.sql);
  return {
    async read(ids, tx) {
      if (ids.length === 0) return { records: [], consents: new Map() };
      // a row carries privacy's columns too: read by its factsOf, never looked into here
      const rows = await sql`select ${STUDENT_ROW_COLUMNS}, ${factColumns},
           array(select field from contact_field_states c where c.student_id = students.id) as invalid_contacts from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<
        StudentRow & { invalid_contacts: ContactField[] } & Record<string, unknown>
      >(tx ? entityManagerOf(tx) : sessionOf(orm));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = ids.flatMap((id) => byId.get(id) ?? []);
      const consents = new Map<string, RecordConsent>();
      // as readUnlockFacts' two statements: the facts only when every student is visible (otherwise: not found)
      if (found.length === ids.length) {
        for (const row of found) {
          const facts = options.consents.factsOf(row);
          if (facts) consents.set(row.id, facts);
        }
      }
      // ADR 0025: the contact fields found invalid, read with the row (no statement more for an unlock)
      const invalid = new Map(found.filter((row) => row.invalid_contacts.length > 0).map((row) => [row.id, row.invalid_contacts]));
      return { records: found.map(toRecord), consents, invalid };
    },
  };
}
