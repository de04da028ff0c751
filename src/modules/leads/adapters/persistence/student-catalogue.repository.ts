import type { Orm } from '@platform/db/orm';
import { type ReadRouting, readsFromPrimary } from '@platform/db/read-replica';
import { sessionOf } from '@platform/db/session';
import { join, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Reader } from '@platform/kernel/reader';
import type { CatalogueStats, FacetValues, StudentCatalogue } from '@modules/leads/application/ports/student-catalogue.port';
import type { StudentPredicate } from '@modules/leads/application/ports/consent-filter.port';
import type { SearchIndex } from '@modules/leads/application/ports/search-index.port';
import { createPostgresSearchIndex, readsInPostgres } from '../search/postgres-search-index';
import { needsCatalogue } from './catalogue-combinations';
import { FACETS, facetValues } from './catalogue-facets';
import { plannedPage, type ReadVia, readOn, rowsOn, timeBoxedRead } from './catalogue-reads';
import { visibleIdsOnly, visibleWhereClause } from './catalogue-visibility';
import { STUDENT_ROW_COLUMNS, type StudentRow, toRecord } from './student.rows';

/** A filter column's distinct values, as the driver answers them (text, integer or flag). */

/**
 * `visibility`: what members may see of the catalogue (catalogue-visibility.ts); none by default.
 * `reads`: the portal's catalogue reads (lists, counts, facets, stat cards) go through it: the replica when
 * DATABASE_READ_URL is set and usable, and the primary for the member whose own write the replica has not replayed
 * yet; a time-boxed read routes its whole transaction. `findByIds` and `existingIds` serve unlocks and saves
 * (charged, and read back at once): always the primary.
 * `index`: what selects a page's ids and counts a list (search-index.port.ts); the catalogue's own table by default.
 */
export function createStudentCatalogueRepository(
  orm: Orm,
  options: { visibility?: StudentPredicate; reads?: ReadRouting; index?: SearchIndex } = {},
): StudentCatalogue {
  const reads = options.reads ?? readsFromPrimary(orm);
  const index = options.index ?? createPostgresSearchIndex(orm, options);
  const whereClause = visibleWhereClause(options.visibility);
  const visibleOnly = visibleIdsOnly(options.visibility);
  const routed =
    (reader?: Reader): ReadVia =>
    (work) =>
      reads.read(work, reader);

  return {
    async page(query) {
      const via = routed(query.reader);
      if (readsInPostgres(index)) {
        // the ids' statement and the rows in one (a deferred join, catalogue-reads.ts), time-boxed: past the budget the
        // member is told to narrow the list; the statement carries the visibility predicate, checked as it runs
        const statement = await index.pageStatement(query);
        if (!statement) return [];
        const rows = await timeBoxedRead(via, (em) => plannedPage<StudentRow>(em, STUDENT_ROW_COLUMNS, statement.ids, statement.settings));
        return rows.map(toRecord);
      }
      // another engine's ids, then their rows by id, visibility checked again here: its copy may lag behind a
      // withdrawal or an erasure
      const ids = await index.pageIds(query);
      if (ids.length === 0) return [];
      const rows = await rowsOn<StudentRow>(
        via,
        sql`select ${STUDENT_ROW_COLUMNS} from unnest(${ids}::uuid[]) with ordinality as page(page_id, n) join students on students.id = page.page_id${visibleOnly} order by page.n`,
      );
      return rows.map(toRecord);
    },

    count: (filters, search, reader) => index.count(filters, search, reader),

    async facets(filters): Promise<FacetValues> {
      // every list in one statement (catalogue-facets.ts): narrowed by every filter but its own, blanks left out
      const confirmed = options.visibility !== undefined || needsCatalogue(filters);
      const lists = FACETS.map(([, alias, column]) => {
        const values = facetValues(column, filters, confirmed ? whereClause(filters, undefined, column) : undefined);
        return sql`array(${values}) as ${alias}`;
      });
      const [row] = await rowsOn<FacetValues>(routed(), sql`select ${join(lists)}`);
      return row!;
    },

    async stats(): Promise<CatalogueStats> {
      const { total, isEstimate } = await this.count({});
      const row = await readOn(routed(), (em) =>
        sql`select (select count(*)::int from (select distinct stream from students where stream is not null and stream <> '') s) as streams,
                (select count(*)::int from (select distinct state from students where state is not null and state <> '') s) as states,
                (select count(*)::int from (select distinct entrance_exam from students where entrance_exam is not null and entrance_exam <> '') s) as exams`.first<{
          streams: number;
          states: number;
          exams: number;
        }>(em),
      );
      return { totalStudents: total, totalIsEstimate: isEstimate, streams: row?.streams ?? 0, states: row?.states ?? 0, entranceExams: row?.exams ?? 0 };
    },

    async findByIds(ids, tx) {
      if (ids.length === 0) return [];
      const rows = await sql`select ${STUDENT_ROW_COLUMNS} from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<StudentRow>(
        tx ? entityManagerOf(tx) : sessionOf(orm),
      );
      const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await sql`select id from students where id = any(${ids}::uuid[])${visibleOnly}`.rows<{ id: string }>(sessionOf(orm));
      return rows.map((row) => row.id);
    },
  };
}
