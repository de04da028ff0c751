import type { EntityManager, Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import type { Reader } from '@platform/kernel/reader';
import type { CatalogueSearch, CatalogueStats, FacetValues, StudentCatalogue } from '@modules/leads/application/ports/student-catalogue.port';
import { STUDENT_FIELD_NAMES, STUDENT_FIELDS } from '@modules/leads/domain/student-fields';
import type { StudentRecord } from '@modules/leads/domain/student-lead';
import type { StudentFilters } from '@modules/leads/domain/student-query.schema';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from './page-anchors';
import { FACET_LIMIT, FACETS } from './catalogue-facets';
import { FILTER_COLUMNS, orderClause, whereClause } from './student-sql';

/** Counting stops here; above it the total is the planner's estimate (a 10M-row COUNT(*) per request is not affordable). */
export const EXACT_COUNT_CAP = 20_000;
/** The same for a free-text search (at 10M rows a common name matches hundreds of thousands). */
export const SEARCH_EXACT_COUNT_CAP = 1_000;
/**
 * An exact filtered count gets this long; past it the answer is the planner's estimate, flagged. Intersecting the
 * bitmaps of three broad filters (e.g. a state, a stream and a year) costs far more than the page itself, and no fixed
 * row threshold predicts it, so the database's own statement timeout decides what "cheap" means.
 */
export const EXACT_COUNT_BUDGET_MS = 30;

/** id, every student field's column (domain/student-fields.ts) and created_at. */
const COLUMNS = ['id', ...STUDENT_FIELD_NAMES.map((name) => STUDENT_FIELDS[name].column), 'created_at'].join(', ');

type Row = Record<string, any>;

const isoDate = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** A row as the record's fields, in their order; a date column as YYYY-MM-DD, whatever the driver handed over. */
const toRecord = (row: Row): StudentRecord => {
  const record: Record<string, unknown> = { id: row.id };
  for (const name of STUDENT_FIELD_NAMES) {
    const field = STUDENT_FIELDS[name];
    record[name] = field.kind === 'date' ? isoDate(row[field.column]) : row[field.column];
  }
  record.createdAt = new Date(row.created_at).toISOString();
  return record as StudentRecord;
};

/** PostgreSQL's query_canceled (57014), however the driver wraps it. */
const isStatementTimeout = (error: unknown): boolean => {
  for (let e: any = error; e; e = e.cause) if (e.code === '57014' || /statement timeout/i.test(String(e.message))) return true;
  return false;
};

const inList = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * The portal's catalogue reads (lists, counts, facets, stat cards) go through `reads`: the replica when DATABASE_READ_URL
 * is set and usable, and the primary for the member whose own write the replica has not replayed yet. `findByIds` and
 * `existingIds` serve unlocks and saves (charged, and read back at once): always the primary.
 */
export function createStudentCatalogueRepository(orm: Orm, reads: ReadRouting = readsFromPrimary(orm)): StudentCatalogue {
  const onPrimary = <T extends Row[] = Row[]>(sql: string, params: unknown[] = []) => orm.em.fork().execute<T>(sql, params);
  const readsFor =
    (reader?: Reader) =>
    <T extends Row[] = Row[]>(sql: string, params: unknown[] = []) =>
      reads.read((em) => em.execute<T>(sql, params), reader);
  const execute = readsFor();

  async function estimate(filters: StudentFilters, search: CatalogueSearch | undefined, execute: ReturnType<typeof readsFor>): Promise<number> {
    const where = whereClause(filters, search);
    if (!where.sql) {
      const [row] = await execute<{ n: number }[]>("select reltuples::bigint as n from pg_class where relname = 'students'");
      return Number(row?.n ?? 0);
    }
    const [plan] = await execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) select 1 from students ${where.sql}`, where.params);
    const json = plan?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
    return Number(parsed[0]?.Plan['Plan Rows'] ?? 0);
  }

  /** The count, or null when it would take longer than the budget (statement_timeout, local to a transaction). */
  async function countWithin(budgetMs: number, sql: string, params: unknown[], reader?: Reader): Promise<number | null> {
    try {
      return await reads.read(
        (fork: EntityManager) =>
          fork.transactional(async (em) => {
            await em.execute(`set local statement_timeout = ${budgetMs}`);
            const [row] = await em.execute<{ n: number }[]>(sql, params);
            return Number(row?.n ?? 0);
          }),
        reader,
      );
    } catch (error) {
      if (isStatementTimeout(error)) return null;
      throw error;
    }
  }

  async function distinct(column: string, filters: StudentFilters, except: keyof StudentFilters, limit = FACET_LIMIT) {
    const where = whereClause(filters, undefined, except);
    const notBlank = column.endsWith('_verified') || column === 'passing_year' ? `${column} is not null` : `${column} is not null and ${column} <> ''`;
    const rows = await execute<{ value: any }[]>(
      `select distinct ${column} as value from students ${where.sql ? `${where.sql} and` : 'where'} ${notBlank} order by 1 limit ${limit}`,
      where.params,
    );
    return rows.map((row) => row.value);
  }

  return {
    async page({ filters, search, sortBy, sortOrder, page, limit, reader }) {
      const execute = readsFor(reader);
      const where = whereClause(filters, search);
      if (!where.sql && sortBy === 'createdAt' && (page - 1) * limit >= ANCHOR_EVERY) {
        // Deep pages of the default order start from a page anchor instead of OFFSET n (flat cost at any page);
        // the first pages need no anchor (an OFFSET under ANCHOR_EVERY is as cheap as the anchor's lookup).
        const start = await anchoredStart(execute, page, limit, sortOrder);
        if (start?.empty) return [];
        if (start) {
          const comparison = sortOrder === 'asc' ? '>=' : '<=';
          const rows = await execute(
            `select ${COLUMNS} from students where (created_at, id) ${comparison} (?::timestamptz, ?::uuid) ${orderClause(sortBy, sortOrder)} limit ${limit} offset ${start.skip}`,
            [start.createdAt, start.id],
          );
          return rows.map(toRecord);
        }
      }
      const rows = await execute(
        `select ${COLUMNS} from students ${where.sql} ${orderClause(sortBy, sortOrder)} limit ${limit} offset ${(page - 1) * limit}`,
        where.params,
      );
      return rows.map(toRecord);
    },

    async count(filters, search, reader) {
      const execute = readsFor(reader);
      const where = whereClause(filters, search);
      if (!where.sql) return { total: await exactStudentTotal(execute), isEstimate: false };
      // A search's matches must each be rechecked on the table, so its exact count stops much earlier.
      const cap = search ? SEARCH_EXACT_COUNT_CAP : EXACT_COUNT_CAP;
      // When the planner already expects far more matches than the cap, counting up to the cap is wasted work
      // (intersecting three filters' bitmaps on 10M rows takes seconds): answer the estimate, flagged.
      // Estimated on the indexed search text alone: the planner has statistics for that expression only, and the
      // contact-free predicate of a free member's search (student-sql.ts) would multiply in a default selectivity and
      // guess ~100× too few. Matches only in e-mail or mobile make this a slight overestimate, which is flagged anyway.
      const guess = await estimate(filters, search && { ...search, contacts: true }, execute);
      if (guess > cap * 2) return { total: Math.round(guess), isEstimate: true };
      const exact = await countWithin(
        EXACT_COUNT_BUDGET_MS,
        `select count(*)::int as n from (select 1 from students ${where.sql} limit ${cap + 1}) capped`,
        where.params,
        reader,
      );
      if (exact === null) return { total: Math.max(1, Math.round(guess)), isEstimate: true };
      if (exact <= cap) return { total: exact, isEstimate: false };
      return { total: Math.max(guess, cap + 1), isEstimate: true };
    },

    async facets(filters): Promise<FacetValues> {
      // Sequential on purpose: the embedded database serves one connection at a time.
      const values: Record<string, unknown[]> = {};
      for (const [key, column, except] of FACETS) values[key] = await distinct(FILTER_COLUMNS[column], filters, except);
      return { ...values, passingYears: values.passingYears!.map(Number) } as FacetValues;
    },

    async stats(): Promise<CatalogueStats> {
      const { total, isEstimate } = await this.count({});
      const [row] = await execute<{ streams: number; states: number; exams: number }[]>(
        `select (select count(*)::int from (select distinct stream from students where stream is not null and stream <> '') s) as streams,
                (select count(*)::int from (select distinct state from students where state is not null and state <> '') s) as states,
                (select count(*)::int from (select distinct entrance_exam from students where entrance_exam is not null and entrance_exam <> '') s) as exams`,
      );
      return {
        totalStudents: total,
        totalIsEstimate: isEstimate,
        streams: Number(row?.streams ?? 0),
        states: Number(row?.states ?? 0),
        entranceExams: Number(row?.exams ?? 0),
      };
    },

    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await onPrimary(`select ${COLUMNS} from students where id in (${inList(ids.length)})`, [...ids]);
      const byId = new Map(rows.map((row) => [row.id as string, toRecord(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async existingIds(ids) {
      if (ids.length === 0) return [];
      const rows = await onPrimary<{ id: string }[]>(`select id from students where id in (${inList(ids.length)})`, [...ids]);
      return rows.map((row) => row.id);
    },
  };
}
