import type { AuditActor, AuditEntry, AuditTrail } from '../../../../platform/audit/audit-trail';
import type { EntityManager, Orm } from '../../../../platform/db/orm';
import { isUuid } from '../../../../platform/kernel/ids';
import { ambiguousEmail, duplicateMobile, studentNotFound } from '../../domain/leads.errors';
import type { AdminFilterOptions, AdminStudentFilters, CatalogueFacets, StudentAdminApi } from '../../contracts';
import { GENDERS, normaliseMobile } from '../../domain/student-form.schema';
import { ADMIN_STUDENT_COLUMNS, pgArray, SORT_COLUMNS, toAdminStudent, WRITABLE_COLUMNS } from './student-admin.sql';
import { countStudents } from './student-admin.count';
import { refreshPageAnchorsIfStale } from './page-anchors';
import { orderClause } from './student-sql';
import { SORT_FIELDS, type SortField } from '../../domain/student-query.schema';

type Row = Record<string, unknown>;

const notFound = studentNotFound;
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as Error)?.name === 'UniqueConstraintViolationException';

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

function setClause(fields: Record<string, unknown>): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const target = WRITABLE_COLUMNS[field];
    if (!target || value === undefined) continue;
    parts.push(`${target.column} = ?::${target.cast}`);
    params.push(value);
  }
  parts.push('updated_at = now()');
  return { sql: parts.join(', '), params };
}

const IMPORT_COLUMNS = [
  ['student_name', 'text', 'studentName'], ['mobile_number', 'text', 'mobileNumber'], ['email_id', 'text', 'emailId'],
  ['father_name', 'text', 'fatherName'], ['mother_name', 'text', 'motherName'], ['date_of_birth', 'date', 'dateOfBirth'],
  ['age', 'integer', 'age'], ['gender', 'text', 'gender'], ['course', 'text', 'course'], ['entrance_exam', 'text', 'entranceExam'],
  ['stream', 'text', 'stream'], ['board', 'text', 'board'], ['passing_year', 'integer', 'passingYear'],
  ['college_name', 'text', 'collegeName'], ['address', 'text', 'address'], ['city', 'text', 'city'], ['district', 'text', 'district'],
  ['state', 'text', 'state'], ['pincode', 'text', 'pincode'], ['other_info', 'text', 'otherInfo'], ['data_source', 'text', 'dataSource'],
] as const;

const IMPORT_SQL =
  `with inserted as (insert into students (${IMPORT_COLUMNS.map(([c]) => c).join(', ')}, import_batch_id) ` +
  `select *, ?::uuid from unnest(${IMPORT_COLUMNS.map(([, t]) => `?::${t}[]`).join(', ')}) ` +
  // a number that arrived since the duplicate check is skipped here, so it is never inserted twice
  `on conflict (mobile_number) do nothing returning 1) select count(*)::int as n from inserted`;

export function createStudentAdminRepository(orm: Orm, audit: AuditTrail): StudentAdminApi {
  const run = (sql: string, params: unknown[] = [], em: EntityManager = orm.em.fork()) => em.execute(sql, params) as Promise<Row[]>;
  /** The write and its audit row in one transaction: a write that fails or rolls back leaves no audit row. */
  const audited = <T>(work: (em: EntityManager) => Promise<{ result: T; entry: AuditEntry }>) =>
    orm.em.fork().transactional(async (em) => {
      const { result, entry } = await work(em);
      await audit.recordWithin(em, entry);
      return result;
    });
  const changedFields = (fields: object) => Object.entries(fields).filter(([key, value]) => WRITABLE_COLUMNS[key] && value !== undefined).map(([key]) => key);
  // A delete shifts the page anchors; rebuild them shortly after (a burst of deletes rebuilds once).
  let rebuild: ReturnType<typeof setTimeout> | undefined;
  const anchorsNeedRebuild = () => {
    clearTimeout(rebuild);
    rebuild = setTimeout(async () => {
      // a command (make erase) or a test may have closed the database meanwhile: then there is nothing to rebuild
      if (!(await orm.isConnected().catch(() => false))) return;
      await refreshPageAnchorsIfStale(orm).catch((error) => console.error('Page anchors rebuild failed', error));
    }, 1_000);
    rebuild.unref?.();
  };
  // The import's new rows wait in the search index's pending list (Migration20261126000000_search_index_pending_list);
  // merging them right after the answer keeps that work off the import and the list short for searches.
  const mergeSearchIndexSoon = () => {
    setTimeout(async () => {
      if (!(await orm.isConnected().catch(() => false))) return;
      await run("select gin_clean_pending_list(c.oid) from pg_class c where c.relname = 'students_search_trgm_idx'").catch((error) =>
        console.error('Search index merge failed', error),
      );
    }, 0).unref?.();
  };
  const one = async (id: string, em?: EntityManager) => {
    const [row] = await run(`select ${ADMIN_STUDENT_COLUMNS} from students where id = ?`, [id], em);
    if (!row) throw notFound();
    return toAdminStudent(row);
  };

  return {
    async list(query) {
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

    async filterOptions(filters) {
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

    async create(form, actor) {
      const fields = Object.entries(form).filter(([key, value]) => WRITABLE_COLUMNS[key] && value !== undefined);
      const columns = fields.map(([key]) => WRITABLE_COLUMNS[key]!);
      try {
        return await audited(async (em) => {
          const [row] = await run(
            `insert into students (${columns.map((c) => c.column).join(', ')}) values (${columns.map((c) => `?::${c.cast}`).join(', ')}) returning id`,
            fields.map(([, value]) => value),
            em,
          );
          const student = await one(String(row!.id), em);
          return { result: student, entry: { actor, action: 'student.create', subject: { kind: 'student', studentIds: [student.id] } } };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateMobile();
        throw error;
      }
    },

    async update(id, patch, actor) {
      const set = setClause(patch);
      try {
        return await audited(async (em) => {
          const rows = await run(`update students set ${set.sql} where id = ? returning id`, [...set.params, id], em);
          if (rows.length === 0) throw notFound();
          const entry: AuditEntry = { actor, action: 'student.update', subject: { kind: 'student', studentIds: [id] }, detail: { fields: changedFields(patch) } };
          return { result: await one(id, em), entry };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateMobile();
        throw error;
      }
    },

    async remove(id, actor) {
      await audited(async (em) => {
        const rows = await run('delete from students where id = ? returning id', [id], em);
        if (rows.length === 0) throw notFound();
        return { result: undefined, entry: { actor, action: 'student.delete', subject: { kind: 'student', studentIds: [id] } } };
      });
      anchorsNeedRebuild();
    },

    async removeMany(ids, actor) {
      const deleted = await audited(async (em) => {
        const rows = await run('delete from students where id = any(?::uuid[]) returning id', [pgArray(ids)], em);
        const gone = rows.map((row) => String(row.id));
        return {
          result: gone.length,
          entry: { actor, action: 'student.bulk_delete', subject: { kind: 'students', studentIds: gone }, detail: { requested: ids.length, deleted: gone.length } },
        };
      });
      anchorsNeedRebuild();
      return deleted;
    },

    async bulkUpdate(ids, updates, actor) {
      const set = setClause(updates);
      return audited(async (em) => {
        const rows = await run(`update students set ${set.sql} where id = any(?::uuid[]) returning id`, [...set.params, pgArray(ids)], em);
        const found = new Set(rows.map((row) => String(row.id)));
        const result = { updated: found.size, errors: ids.filter((id) => !found.has(id)).map((id) => `Student ${id} not found`) };
        return {
          result,
          entry: { actor, action: 'student.bulk_update', subject: { kind: 'students', studentIds: [...found] }, detail: { fields: changedFields(updates), updated: found.size } },
        };
      });
    },

    async findForErasure(identifier) {
      const value = identifier.trim();
      if (isUuid(value)) {
        const [row] = await run('select id from students where id = ?', [value]);
        if (!row) throw notFound();
        return { id: String(row.id) };
      }
      if (value.includes('@')) {
        const rows = await run('select id from students where lower(email_id) = lower(?) limit 2', [value]);
        if (rows.length === 0) throw notFound();
        if (rows.length > 1) {
          throw ambiguousEmail();
        }
        return { id: String(rows[0]!.id) };
      }
      const [row] = await run('select id from students where mobile_number = ?', [normaliseMobile(value)]);
      if (!row) throw notFound();
      return { id: String(row.id) };
    },

    async eraseWithin(em, id) {
      const [row] = await run('delete from students where id = ? returning mobile_number, email_id', [id], em);
      if (!row) throw notFound();
      anchorsNeedRebuild();
      return { mobileNumber: String(row.mobile_number), emailId: (row.email_id as string | null) ?? null };
    },

    async existingMobiles(mobiles) {
      if (mobiles.length === 0) return new Set();
      const rows = await run('select mobile_number from students where mobile_number = any(?::text[])', [pgArray(mobiles)]);
      return new Set(rows.map((row) => String(row.mobile_number)));
    },

    async insertImported(rows, batchId) {
      let inserted = 0;
      const em = orm.em.fork();
      for (let start = 0; start < rows.length; start += 2000) {
        const chunk = rows.slice(start, start + 2000);
        const arrays = IMPORT_COLUMNS.map(([, , field]) =>
          pgArray(chunk.map((row): string | number | undefined => (field === 'dataSource' ? (row.dataSource ?? 'CSV Import') : (row[field] as string | number | undefined)))),
        );
        const [result] = await run(IMPORT_SQL, [batchId, ...arrays], em);
        inserted += Number(result?.n ?? 0);
      }
      mergeSearchIndexSoon();
      return inserted;
    },

    async remainingByBatch(batchIds) {
      if (batchIds.length === 0) return new Map();
      const rows = await run(
        'select import_batch_id as id, count(*)::int as n from students where import_batch_id = any(?::uuid[]) group by import_batch_id',
        [pgArray(batchIds)],
      );
      return new Map(rows.map((row) => [String(row.id), Number(row.n)]));
    },

    async deleteByBatch(batchId, tx) {
      const [row] = await run('with gone as (delete from students where import_batch_id = ? returning 1) select count(*)::int as n from gone', [batchId], tx);
      anchorsNeedRebuild();
      return Number(row?.n ?? 0);
    },

    async *streamAll(pageSize = 2000) {
      const em = orm.em.fork();
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const rows = await run(
          // the cursor is the timestamp as text: a JS Date would drop its microseconds
          `select ${ADMIN_STUDENT_COLUMNS}, created_at::text as cursor_at from students ${after ? 'where (created_at, id) < (?::timestamptz, ?::uuid)' : ''} ` +
            'order by created_at desc, id desc limit ?',
          after ? [after.createdAt, after.id, pageSize] : [pageSize],
          em,
        );
        if (rows.length === 0) return;
        const page = rows.map(toAdminStudent);
        yield page;
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: String(last.cursor_at), id: String(last.id) };
      }
    },

    async facets(top): Promise<CatalogueFacets> {
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
