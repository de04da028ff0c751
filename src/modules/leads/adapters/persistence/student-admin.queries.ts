import type { Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import { sessionOf } from '@platform/db/session';
import { empty, raw, type Sql, sql } from '@platform/db/sql';
import type { Reader } from '@platform/kernel/reader';
import { isUuid } from '@platform/kernel/ids';
import type { ConsentFilter } from '@modules/leads/application/ports/consent-filter.port';
import type { AdminFilterOptions, AdminStudentFilters, StudentAdminQueries } from '@modules/leads/application/ports/student-admin.repository.port';
import type { CatalogueFacets } from '@modules/leads/contracts';
import { ambiguousEmail, studentNotFound } from '@modules/leads/domain/leads.errors';
import { GENDERS, normaliseMobile } from '@modules/leads/domain/student-form.schema';
import { type ReadVia, readOn, rowsOn } from './catalogue-reads';
import { countStudents } from './student-admin.count';
import { adminStudentPage, adminWhere } from './student-admin.list';
import { ADMIN_STUDENT_COLUMNS, type AdminStudentRow, toAdminStudent } from './student-admin.sql';
import { exportCopySql } from './student-export.sql';
import { whereOf } from './student-sql';

/** The columns a filter list offers, each narrowed by the other choices. */
type OptionColumn = 'state' | 'stream' | 'city' | 'entrance_exam' | 'course' | 'passing_year';

/**
 * The admin screens' lists, filter options, dashboard facets and the export read through `reads` (the replica when
 * usable; the primary for an admin whose own change the replica lacks); a time-boxed list read routes its whole
 * transaction. What precedes a write (the import's duplicate check, erasure's lookup) and the upload history's counts
 * read the primary.
 */
export function createStudentAdminQueries(orm: Orm, consents?: ConsentFilter, reads: ReadRouting = readsFromPrimary(orm)): StudentAdminQueries {
  const primary = <Row extends object>(statement: Sql) => statement.rows<Row>(sessionOf(orm));
  const routed =
    (reader?: Reader): ReadVia =>
    (work) =>
      reads.read(work, reader);
  const oneId = async (statement: Sql) => {
    const [row] = await primary<{ id: string }>(statement);
    if (!row) throw studentNotFound();
    return { id: row.id };
  };

  return {
    // ADR 0014: the result window, ids before rows, the default order's anchors and a time box (student-admin.list.ts)
    list: (query, reader) => adminStudentPage(routed(reader), query, consents),

    async filterOptions(filters, reader) {
      const via = routed(reader);
      const distinct = async <T>(name: OptionColumn, narrowed: AdminStudentFilters) => {
        const column = raw(name);
        const where = whereOf([...adminWhere(narrowed).where, sql`${column} is not null`]);
        const rows = await rowsOn<{ v: T }>(via, sql`select distinct ${column} as v from students ${where} order by 1 limit 1000`);
        return rows.map((row) => row.v);
      };
      // each list is narrowed by the other choices (cities of the chosen state, …), never by itself
      const without = (key: keyof AdminStudentFilters) => ({ ...filters, [key]: undefined, search: undefined });
      const options: AdminFilterOptions = {
        states: await distinct<string>('state', without('state')),
        streams: await distinct<string>('stream', without('stream')),
        genders: [...GENDERS],
        cities: await distinct<string>('city', without('city')),
        entranceExams: await distinct<string>('entrance_exam', without('entranceExam')),
        educationLevels: await distinct<string>('course', without('education')),
        passingYears: await distinct<number>('passing_year', without('passingYear')),
      };
      return options;
    },

    async findForErasure(identifier) {
      const value = identifier.trim();
      if (isUuid(value)) return oneId(sql`select id from students where id = ${value}`);
      if (!value.includes('@')) return oneId(sql`select id from students where mobile_number = ${normaliseMobile(value)}`);
      const rows = await primary<{ id: string }>(sql`select id from students where lower(email_id) = lower(${value}) limit 2`);
      if (rows.length === 0) throw studentNotFound();
      if (rows.length > 1) throw ambiguousEmail();
      return { id: rows[0]!.id };
    },

    async findByContact(contact) {
      // ADR 0018: the rights portal shows every record that holds the verified e-mail or mobile number
      const rows = await primary<AdminStudentRow>(
        contact.includes('@')
          ? sql`select ${ADMIN_STUDENT_COLUMNS} from students where lower(email_id) = lower(${contact}) order by created_at limit 20`
          : sql`select ${ADMIN_STUDENT_COLUMNS} from students where mobile_number = ${normaliseMobile(contact)} limit 20`,
      );
      return rows.map(toAdminStudent);
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await primary<AdminStudentRow>(sql`select ${ADMIN_STUDENT_COLUMNS} from students where id = any(${ids}::uuid[]) order by created_at`);
      return rows.map(toAdminStudent);
    },

    async existingMobiles(mobiles) {
      if (mobiles.length === 0) return new Set();
      const rows = await primary<{ mobile_number: string }>(sql`select mobile_number from students where mobile_number = any(${mobiles}::text[])`);
      return new Set(rows.map((row) => row.mobile_number));
    },

    async idsOfMobiles(mobiles, batchId) {
      if (mobiles.length === 0) return new Map();
      const rows = await primary<{ id: string; mobile_number: string }>(
        sql`select id, mobile_number from students where mobile_number = any(${mobiles}::text[]) and import_batch_id = ${batchId}`,
      );
      return new Map(rows.map((row) => [row.mobile_number, row.id]));
    },

    async remainingByBatch(batchIds) {
      if (batchIds.length === 0) return new Map();
      const rows = await primary<{ id: string; n: number }>(
        sql`select import_batch_id as id, count(*)::int as n from students where import_batch_id = any(${batchIds}::uuid[]) group by import_batch_id`,
      );
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    async copyCsv(fields, reader, options) {
      if (!options?.provenance) return reads.copyOut(exportCopySql(fields), reader);
      // the consent columns (ADR 0013) come from the privacy module's SQL on its own table; without it the export
      // pages instead
      const provenance = consents?.provenanceColumns?.('students.id', 'students.mobile_number');
      return provenance ? reads.copyOut(exportCopySql(fields, provenance), reader) : undefined;
    },

    async *streamAll(pageSize = 2000, reader) {
      const via = routed(reader);
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        // the cursor is the timestamp as text: a JS Date would drop its microseconds
        const rows = await rowsOn<AdminStudentRow & { cursor_at: string }>(
          via,
          sql`select ${ADMIN_STUDENT_COLUMNS}, created_at::text as cursor_at from students ${after ? sql`where (created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : empty} order by created_at desc, id desc limit ${pageSize}`,
        );
        if (rows.length === 0) return;
        yield rows.map(toAdminStudent);
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor_at, id: last.id };
      }
    },

    async facets(top): Promise<CatalogueFacets> {
      const via = routed();
      const students = await readOn(via, (em) => countStudents(em, []));
      const topOf = (name: 'state' | 'stream') =>
        rowsOn<{ v: string; n: number }>(
          via,
          sql`select ${raw(name)} as v, count(*)::int as n from students where ${raw(name)} is not null group by ${raw(name)} order by n desc, ${raw(name)} limit ${top}`,
        );
      const [states, streams] = [await topOf('state'), await topOf('stream')];
      const [distinct] = await rowsOn<{ states: number; cities: number; streams: number; exams: number }>(
        via,
        sql`select count(distinct state)::int as states, count(distinct city)::int as cities, count(distinct stream)::int as streams, count(distinct entrance_exam)::int as exams from students`,
      );
      return {
        students,
        topStates: states.map((row) => ({ state: row.v, count: row.n })),
        topStreams: streams.map((row) => ({ stream: row.v, count: row.n })),
        totalStates: distinct?.states ?? 0,
        totalCities: distinct?.cities ?? 0,
        totalStreams: distinct?.streams ?? 0,
        totalExams: distinct?.exams ?? 0,
      };
    },
  };
}
