import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql, sqlOf } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ConsentFactColumns, StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { UnlockFactsReader } from '@modules/leads/application/ports/unlock-facts.port';
import type { ContactField } from '@modules/leads/domain/contact-validity';
import type { RecordConsent } from '@modules/leads/domain/record-privacy';
import { visibleIdsOnly } from './catalogue-visibility';
import type { ContactHashSql } from './contact-hash.sql';
import { listedCondition } from './exclusion-lists.repository';
import { STUDENT_ROW_COLUMNS, type StudentRow, toRecord } from './student.rows';

/** ADR 0025: a student's contact fields found invalid, as a column over `students` (the unlock's and a page's reads). */
export const INVALID_CONTACTS_COLUMN = sql`array(select field from contact_field_states c where c.student_id = students.id order by field) as invalid_contacts`;

/**
 * The students an unlock decides on and their consent facts in one statement (docs/architecture/unlock-walkthrough.md):
 * findByIds' columns and visibility, plus the columns the privacy module writes over its own tables (ADR 0013), so this
 * file's SQL names only leads' table. Always the primary (an unlock is charged and read back at once).
 */
export function createUnlockFactsReader(
  orm: Orm,
  options: { consents: ConsentFactColumns; visibility?: StudentPredicate; hashes?: ContactHashSql },
): UnlockFactsReader {
  const visibleOnly = visibleIdsOnly(options.visibility);
  const factColumns = sqlOf(options.consents.sql);
  return {
    async read(ids, tx, institutionId) {
      if (ids.length === 0) return { records: [], consents: new Map() };
      // ADR 0024: on the institution's exclusion list, folded into this statement (the free unlock's count holds)
      const listed = institutionId && options.hashes ? sql`, ${listedCondition(options.hashes, institutionId)} as in_exclusion_list` : empty;
      // a row carries privacy's columns too: read by its factsOf, never looked into here
      const rows = await sql`select ${STUDENT_ROW_COLUMNS}, ${factColumns},
           ${INVALID_CONTACTS_COLUMN}${listed} from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<
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
      const inList = institutionId && options.hashes ? new Set(found.filter((row) => row.in_exclusion_list === true).map((row) => row.id)) : undefined;
      return { records: found.map(toRecord), consents, invalid, ...(inList ? { listed: inList } : {}) };
    },
  };
}
