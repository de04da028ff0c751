import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { ConsentFactColumns, StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { UnlockFactsReader } from '@modules/leads/application/ports/unlock-facts.port';
import type { RecordConsent } from '@modules/leads/domain/record-privacy';
import type { StudentRecord } from '@modules/leads/domain/student-lead';
import { visibleIdsOnly } from './catalogue-visibility';
import { COLUMNS, toRecord } from './student-catalogue.repository';

type Row = Record<string, unknown>;

/**
 * The students an unlock decides on and their consent facts in one statement (docs/architecture/unlock-walkthrough.md):
 * findByIds' columns and visibility, plus the columns the privacy module writes over its own tables (ADR 0013), so this
 * file's SQL names only leads' table. Always the primary (an unlock is charged and read back at once).
 */
export function createUnlockFactsReader(orm: Orm, options: { consents: ConsentFactColumns; visibility?: StudentPredicate }): UnlockFactsReader {
  const visibleOnly = visibleIdsOnly(options.visibility);
  return {
    async read(ids, tx) {
      if (ids.length === 0) return { records: [], consents: new Map() };
      const rows = await (tx ? entityManagerOf(tx) : orm.em.fork()).execute<Row[]>(
        `select ${COLUMNS}, ${options.consents.sql} from students where id in (${ids.map(() => '?').join(', ')})${visibleOnly.sql}`,
        [...ids, ...visibleOnly.params],
      );
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      const found = ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
      const records: StudentRecord[] = found.map(toRecord);
      const consents = new Map<string, RecordConsent>();
      // as readUnlockFacts' two statements: the facts only when every student is visible (otherwise: not found)
      if (records.length === ids.length) {
        for (const row of found) {
          const facts = options.consents.factsOf(row);
          if (facts) consents.set(String(row.id), facts);
        }
      }
      return { records, consents };
    },
  };
}
