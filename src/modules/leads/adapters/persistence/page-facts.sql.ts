import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, sql, sqlOf } from '@platform/db/sql';
import type { ConsentFactColumns } from '@modules/leads/application/ports/consent-filter.port';
import type { PageFacts, PageFactsReader } from '@modules/leads/application/ports/page-facts.port';
import type { ContactField } from '@modules/leads/domain/contact-validity';
import { admissionSeasonOf, fullWithoutPlace } from '@modules/leads/domain/admission-season';
import type { RecordConsent } from '@modules/leads/domain/record-privacy';
import type { ContactHashSql } from './contact-hash.sql';
import { listedCondition } from './exclusion-lists.repository';
import { INVALID_CONTACTS_COLUMN } from './unlock-facts.sql';

type Row = Record<string, unknown> & {
  id: string;
  unlocked: boolean;
  holds_place: boolean;
  invalid_contacts: ContactField[];
  season_places: number | null;
  in_exclusion_list?: boolean;
};

/**
 * PageFactsReader over PostgreSQL: a column each fact, correlated to the page's students by id (each an index probe),
 * with the consent columns the privacy module writes over its own tables (ADR 0013), so this file's SQL names only
 * leads' tables. Without `hashes` nobody is on an exclusion list.
 */
export function createPageFactsReader(
  orm: Orm,
  options: { consents: ConsentFactColumns; hashes?: ContactHashSql; season: { seasonCap: number; now: () => Date } },
): PageFactsReader {
  const consentColumns = sqlOf(options.consents.sql);
  return {
    async read(institutionId, studentIds) {
      const facts: PageFacts = {
        consents: new Map<string, RecordConsent>(),
        unlocked: new Set(),
        invalid: new Map(),
        seasonPlaces: new Map(),
        fullWithoutPlace: new Set(),
        listed: new Set(),
      };
      if (studentIds.length === 0) return facts;
      const listed = options.hashes ? sql`, ${listedCondition(options.hashes, institutionId)} as in_exclusion_list` : empty;
      const rows = await sql`select students.id, ${consentColumns},
          exists (select 1 from unlocked_students u where u.institution_id = ${institutionId} and u.student_id = students.id and not u.by_premium) as unlocked,
          exists (select 1 from unlocked_students u where u.institution_id = ${institutionId} and u.student_id = students.id) as holds_place,
          ${INVALID_CONTACTS_COLUMN},
          (select p.institutions from student_season_places p where p.season = ${admissionSeasonOf(options.season.now())} and p.student_id = students.id) as season_places${listed}
        from students where id = any(${studentIds}::uuid[])`.rows<Row>(sessionOf(orm));
      for (const row of rows) {
        // a row carries privacy's columns too: read by its factsOf, never looked into here
        const consent = options.consents.factsOf(row);
        if (consent) facts.consents.set(row.id, consent);
        if (row.unlocked) facts.unlocked.add(row.id);
        if (row.invalid_contacts.length > 0) facts.invalid.set(row.id, row.invalid_contacts);
        if (row.season_places !== null) facts.seasonPlaces.set(row.id, row.season_places);
        if (fullWithoutPlace({ count: row.season_places ?? 0, cap: options.season.seasonCap }, row.holds_place)) facts.fullWithoutPlace.add(row.id);
        if (row.in_exclusion_list === true) facts.listed.add(row.id);
      }
      return facts;
    },
  };
}
