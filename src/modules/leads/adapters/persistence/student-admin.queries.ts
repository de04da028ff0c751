import type { Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import type { Reader } from '@platform/kernel/reader';
import { isUuid } from '@platform/kernel/ids';
import type { ConsentFilter } from '@modules/leads/application/ports/consent-filter.port';
import type { AdminFilterOptions, AdminStudentFilters, StudentAdminQueries } from '@modules/leads/application/ports/student-admin.repository.port';
import type { CatalogueFacets } from '@modules/leads/contracts';
import { ambiguousEmail, studentNotFound } from '@modules/leads/domain/leads.errors';
import { GENDERS, normaliseMobile } from '@modules/leads/domain/student-form.schema';
import type { Execute } from './catalogue-reads';
import { countStudents } from './student-admin.count';
import { adminStudentPage, adminWhere } from './student-admin.list';
import { ADMIN_STUDENT_COLUMNS, toAdminStudent } from './student-admin.sql';
import { exportCopySql } from './student-export.sql';
import { sqlArray } from '@platform/db/sql-array';

type Row = Record<string, unknown>;

/**
 * The admin screens' lists, filter options, dashboard facets and the export read through `reads` (the replica when
 * usable; the primary for an admin whose own change the replica lacks); a time-boxed list read routes its whole
 * transaction. What precedes a write (the import's duplicate check, erasure's lookup) and the upload history's counts
 * read the primary.
 */
export function createStudentAdminQueries(orm: Orm, consents?: ConsentFilter, reads: ReadRouting = readsFromPrimary(orm)): StudentAdminQueries {
  const run = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Row[]>;
  const readsFor =
    (reader?: Reader) =>
    (sql: string, params: unknown[] = []) =>
      reads.read((em) => em.execute(sql, params), reader) as Promise<Row[]>;
  const oneId = async (sql: string, value: string) => {
    const [row] = await run(sql, [value]);
    if (!row) throw studentNotFound();
    return { id: String(row.id) };
  };

  return {
    // ADR 0014: the result window, ids before rows, the default order's anchors and a time box (student-admin.list.ts)
    list: (query, reader) => adminStudentPage((work) => reads.read(work, reader), readsFor(reader) as Execute, query, consents),

    async filterOptions(filters, reader) {
      const run = readsFor(reader);
      const distinct = async (column: string, narrowed: AdminStudentFilters) => {
        const { where } = adminWhere(narrowed);
        const rows = await run(
          `select distinct ${column} as v from students ${where.sql ? `${where.sql} and` : 'where'} ${column} is not null order by 1 limit 1000`,
          where.params,
        );
        return rows.map((row) => row.v);
      };
      // each list is narrowed by the other choices (cities of the chosen state, …), never by itself
      const without = (key: keyof AdminStudentFilters) => ({ ...filters, [key]: undefined, search: undefined });
      const options: AdminFilterOptions = {
        states: (await distinct('state', without('state'))) as string[],
        streams: (await distinct('stream', without('stream'))) as string[],
        genders: [...GENDERS],
        cities: (await distinct('city', without('city'))) as string[],
        entranceExams: (await distinct('entrance_exam', without('entranceExam'))) as string[],
        educationLevels: (await distinct('course', without('education'))) as string[],
        passingYears: ((await distinct('passing_year', without('passingYear'))) as number[]).map(Number),
      };
      return options;
    },

    async findForErasure(identifier) {
      const value = identifier.trim();
      if (isUuid(value)) return oneId('select id from students where id = ?', value);
      if (!value.includes('@')) return oneId('select id from students where mobile_number = ?', normaliseMobile(value));
      const rows = await run('select id from students where lower(email_id) = lower(?) limit 2', [value]);
      if (rows.length === 0) throw studentNotFound();
      if (rows.length > 1) throw ambiguousEmail();
      return { id: String(rows[0]!.id) };
    },

    async findByContact(contact) {
      // ADR 0018: the rights portal shows every record that holds the verified e-mail or mobile number
      const rows = contact.includes('@')
        ? await run(`select ${ADMIN_STUDENT_COLUMNS} from students where lower(email_id) = lower(?) order by created_at limit 20`, [contact])
        : await run(`select ${ADMIN_STUDENT_COLUMNS} from students where mobile_number = ? limit 20`, [normaliseMobile(contact)]);
      return rows.map(toAdminStudent);
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await run(`select ${ADMIN_STUDENT_COLUMNS} from students where id = any(?::uuid[]) order by created_at`, [sqlArray(ids)]);
      return rows.map(toAdminStudent);
    },

    async existingMobiles(mobiles) {
      if (mobiles.length === 0) return new Set();
      const rows = await run('select mobile_number from students where mobile_number = any(?::text[])', [sqlArray(mobiles)]);
      return new Set(rows.map((row) => String(row.mobile_number)));
    },

    async idsOfMobiles(mobiles, batchId) {
      if (mobiles.length === 0) return new Map();
      const rows = await run('select id, mobile_number from students where mobile_number = any(?::text[]) and import_batch_id = ?', [
        sqlArray(mobiles),
        batchId,
      ]);
      return new Map(rows.map((row) => [String(row.mobile_number), String(row.id)]));
    },

    async remainingByBatch(batchIds) {
      if (batchIds.length === 0) return new Map();
      const rows = await run('select import_batch_id as id, count(*)::int as n from students where import_batch_id = any(?::uuid[]) group by import_batch_id', [
        sqlArray(batchIds),
      ]);
      return new Map(rows.map((row) => [String(row.id), Number(row.n)]));
    },

    async copyCsv(fields, reader, options) {
      if (!options?.provenance) return reads.copyOut(exportCopySql(fields), reader);
      // the consent columns (ADR 0013) come from the privacy module's SQL on its own table; without it the export
      // pages instead
      const provenance = consents?.provenanceColumns?.('students.id');
      return provenance ? reads.copyOut(exportCopySql(fields, provenance), reader) : undefined;
    },

    async *streamAll(pageSize = 2000, reader) {
      const run = readsFor(reader);
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = (await run(
          // the cursor is the timestamp as text: a JS Date would drop its microseconds
          `select ${ADMIN_STUDENT_COLUMNS}, created_at::text as cursor_at from students ${after ? 'where (created_at, id) < (?::timestamptz, ?::uuid)' : ''} ` +
            'order by created_at desc, id desc limit ?',
          after ? [after.createdAt, after.id, pageSize] : [pageSize],
        )) as Row[];
        if (rows.length === 0) return;
        yield rows.map(toAdminStudent);
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: String(last.cursor_at), id: String(last.id) };
      }
    },

    async facets(top): Promise<CatalogueFacets> {
      const run = readsFor();
      const students = await countStudents(run, { sql: '', params: [] });
      const topOf = (column: string) =>
        run(`select ${column} as v, count(*)::int as n from students where ${column} is not null group by ${column} order by n desc, ${column} limit ?`, [top]);
      const [states, streams] = [await topOf('state'), await topOf('stream')];
      const [distinct] = await run(
        'select count(distinct state)::int as states, count(distinct city)::int as cities, count(distinct stream)::int as streams, count(distinct entrance_exam)::int as exams from students',
      );
      return {
        students,
        topStates: states.map((row) => ({ state: String(row.v), count: Number(row.n) })),
        topStreams: streams.map((row) => ({ stream: String(row.v), count: Number(row.n) })),
        totalStates: Number(distinct?.states ?? 0),
        totalCities: Number(distinct?.cities ?? 0),
        totalStreams: Number(distinct?.streams ?? 0),
        totalExams: Number(distinct?.exams ?? 0),
      };
    },
  };
}
