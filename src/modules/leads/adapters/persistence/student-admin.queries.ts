import type { Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import type { Reader } from '@platform/kernel/reader';
import { isUuid } from '@platform/kernel/ids';
import type { StudentAdminQueries } from '@modules/leads/application/ports/student-admin.repository.port';
import type { AdminFilterOptions, AdminStudentFilters, CatalogueFacets } from '@modules/leads/contracts';
import { ambiguousEmail, studentNotFound } from '@modules/leads/domain/leads.errors';
import { GENDERS, normaliseMobile } from '@modules/leads/domain/student-form.schema';
import { SORT_FIELDS, type SortField } from '@modules/leads/domain/student-query.schema';
import { countStudents } from './student-admin.count';
import { ADMIN_STUDENT_COLUMNS, pgArray, SORT_COLUMNS, toAdminStudent } from './student-admin.sql';
import { exportCopySql } from './student-export.sql';
import { orderClause } from './student-sql';

type Row = Record<string, unknown>;

/** WHERE clause and parameters for the admin filters; every value travels as a parameter. */
export function whereOf(filters: AdminStudentFilters): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const equal = (column: string, value: unknown) => {
    if (value === undefined) return;
    clauses.push(`${column} = ?`);
    params.push(value);
  };
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
    clauses.push('(student_name ilike ? or email_id ilike ? or mobile_number like ?)');
    params.push(like, like, like);
  }
  equal('state', filters.state);
  equal('stream', filters.stream);
  equal('gender', filters.gender);
  equal('city', filters.city);
  equal('entrance_exam', filters.entranceExam);
  equal('course', filters.education);
  equal('passing_year', filters.passingYear);
  equal('email_verified', filters.emailVerified);
  equal('mobile_verified', filters.mobileVerified);
  equal('whatsapp_verified', filters.whatsappVerified);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * The admin screens' lists, filter options, dashboard facets and the export read through `reads` (the replica when
 * usable; the primary for an admin whose own change the replica lacks). What precedes a write (the import's duplicate
 * check, erasure's lookup) and the upload history's counts read the primary.
 */
export function createStudentAdminQueries(orm: Orm, reads: ReadRouting = readsFromPrimary(orm)): StudentAdminQueries {
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
    async list(query, reader) {
      const run = readsFor(reader);
      const where = whereOf(query);
      const column = SORT_COLUMNS[query.sortBy ?? 'createdAt'] ?? 'created_at';
      const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
      const rows = await run(
        // the portal's sorts have indexes shaped (column, created_at desc, id desc): reuse their ORDER BY
        `select ${ADMIN_STUDENT_COLUMNS} from students ${where.sql} ${
          (SORT_FIELDS as readonly string[]).includes(query.sortBy ?? 'createdAt')
            ? orderClause((query.sortBy ?? 'createdAt') as SortField, direction)
            : `order by ${column} ${direction} nulls last, id ${direction}`
        } limit ? offset ?`,
        [...where.params, query.limit, (query.page - 1) * query.limit],
      );
      const total = await countStudents(run, where, query.page === 1 && rows.length < query.limit ? rows.length : undefined);
      return { students: rows.map(toAdminStudent), total };
    },

    async filterOptions(filters, reader) {
      const run = readsFor(reader);
      const distinct = async (column: string, narrowed: AdminStudentFilters) => {
        const where = whereOf(narrowed);
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

    async existingMobiles(mobiles) {
      if (mobiles.length === 0) return new Set();
      const rows = await run('select mobile_number from students where mobile_number = any(?::text[])', [pgArray(mobiles)]);
      return new Set(rows.map((row) => String(row.mobile_number)));
    },

    async remainingByBatch(batchIds) {
      if (batchIds.length === 0) return new Map();
      const rows = await run('select import_batch_id as id, count(*)::int as n from students where import_batch_id = any(?::uuid[]) group by import_batch_id', [
        pgArray(batchIds),
      ]);
      return new Map(rows.map((row) => [String(row.id), Number(row.n)]));
    },

    async copyCsv(fields, reader) {
      return reads.copyOut(exportCopySql(fields), reader);
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
