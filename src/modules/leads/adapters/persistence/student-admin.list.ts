import { raw, type Sql, sql, sqlOf } from '@platform/db/sql';
import type { ConsentFilter } from '@modules/leads/application/ports/consent-filter.port';
import type { AdminStudentFilters, AdminStudentPage, AdminStudentQuery } from '@modules/leads/application/ports/student-admin.repository.port';
import { beyondResultWindow, searchTooShort } from '@modules/leads/domain/leads.errors';
import { listIsWindowed, pageInsideWindow, RESULT_WINDOW, searchTermUsable } from '@modules/leads/domain/result-window.schema';
import { SORT_FIELDS, type SortField } from '@modules/leads/domain/student-query.schema';
import { searchableTerm } from '@modules/leads/domain/search-term';
import { countOrEstimate } from './catalogue-count';
import { deferredPage, EXACT_BITMAPS, type ReadVia, readOn, timeBoxedRead } from './catalogue-reads';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from './page-anchors';
import { ADMIN_STUDENT_COLUMNS, type AdminStudentRow, SORT_COLUMNS, toAdminStudent } from './student-admin.sql';
import { EXACT_COUNT_CAP, SEARCH_EXACT_COUNT_CAP } from '@modules/leads/application/ports/search-index.port';
import { type Conditions, escapeLike, orderClause, SEARCH_EXPRESSION, whereOf } from './student-sql';

const FILTERS = [
  ['state', 'state'],
  ['stream', 'stream'],
  ['gender', 'gender'],
  ['city', 'city'],
  ['entranceExam', 'entrance_exam'],
  ['education', 'course'],
  ['passingYear', 'passing_year'],
  ['emailVerified', 'email_verified'],
  ['mobileVerified', 'mobile_verified'],
  ['whatsappVerified', 'whatsapp_verified'],
] as const satisfies readonly (readonly [Exclude<keyof AdminStudentFilters, 'search' | 'consent'>, string])[];

/**
 * WHERE clauses for the admin filters; every value travels as a parameter. The admin search matches name, e-mail and
 * mobile number (spec 001); the trigram index's text holds all three, so `like` on it narrows the rows first and the
 * original test keeps exactly what it always matched. `narrowing` is that clause without the original test: what the
 * planner has statistics for.
 */
export function adminWhere(filters: AdminStudentFilters, consents?: ConsentFilter): { where: Conditions; narrowing: Conditions } {
  const conditions: Sql[] = [];
  for (const [key, column] of FILTERS) if (filters[key] !== undefined) conditions.push(sql`${raw(column)} = ${filters[key]}`);
  // ADR 0013: the consent state is the privacy module's; it writes the predicate on its own table
  if (filters.consent && consents) conditions.push(sqlOf(consents.consentPredicate(filters.consent, 'students.id')));
  if (!filters.search) return { where: conditions, narrowing: conditions };
  // a mobile written with +91, a leading 0, spaces or dashes is looked for as the catalogue stores it
  const like = `%${escapeLike(searchableTerm(filters.search))}%`;
  const narrowed = sql`${SEARCH_EXPRESSION} like ${like.toLowerCase()}`;
  return {
    where: [...conditions, narrowed, sql`(student_name ilike ${like} or email_id ilike ${like} or mobile_number like ${like})`],
    narrowing: [...conditions, narrowed],
  };
}

/** ORDER BY for an admin sort: the portal's ten use their indexes; the mobile number is unique (its own index). */
function adminOrder(sortBy: string, direction: 'asc' | 'desc'): Sql {
  if ((SORT_FIELDS as readonly string[]).includes(sortBy)) return orderClause(sortBy as SortField, direction);
  const way = raw(direction);
  if (sortBy === 'mobileNumber') return sql`order by mobile_number ${way}`;
  const column = Object.hasOwn(SORT_COLUMNS, sortBy) ? SORT_COLUMNS[sortBy as keyof typeof SORT_COLUMNS] : 'created_at';
  return sql`order by ${raw(column)} ${way} nulls last, id ${way}`;
}

/**
 * The admin Students tab's page (ADR 0014): window, deferred join, anchors for the default order, time box. `via`
 * routes each time-boxed transaction whole, and the single statements (the read replica's routing).
 */
export async function adminStudentPage(via: ReadVia, query: AdminStudentQuery, consents?: ConsentFilter): Promise<AdminStudentPage> {
  const { page, limit, sortBy = 'createdAt', sortOrder, ...filters } = query;
  if (filters.search && !searchTermUsable(filters.search)) throw searchTooShort();
  const { where, narrowing } = adminWhere(filters, consents);
  const windowed = listIsWindowed(FILTERS.some(([key]) => filters[key] !== undefined) || filters.consent !== undefined, Boolean(filters.search), sortBy);
  if (windowed && !pageInsideWindow(page, limit)) throw beyondResultWindow(limit);
  const direction = sortOrder === 'asc' ? 'asc' : 'desc';
  const order = adminOrder(sortBy, direction);
  const offset = (page - 1) * limit;
  let ids = sql`select id from students ${whereOf(where)} ${order} limit ${limit} offset ${offset}`;
  if (!windowed && offset >= ANCHOR_EVERY) {
    const start = await readOn(via, (em) => anchoredStart(em, (page - 1) * limit, direction));
    if (start?.empty) ids = sql`select id from students where false`;
    else if (start)
      ids = sql`select id from students where (created_at, id) ${raw(direction === 'asc' ? '>=' : '<=')} (${start.createdAt}::timestamptz, ${start.id}::uuid) ${order} limit ${limit} offset ${start.skip}`;
  }
  const rows = await timeBoxedRead(via, async (em) => {
    // a search's bitmap of trigram candidates stays exact (catalogue-reads.ts); `set local` ends with the read
    if (filters.search) await sql`set local ${raw(EXACT_BITMAPS)}`.run(em);
    return deferredPage(ADMIN_STUDENT_COLUMNS, ids).rows<AdminStudentRow>(em);
  });
  const counted =
    where.length === 0
      ? { total: await readOn(via, exactStudentTotal), isEstimate: false }
      : page === 1 && rows.length < limit
        ? { total: rows.length, isEstimate: false }
        : await countOrEstimate(via, where, narrowing, filters.search ? SEARCH_EXACT_COUNT_CAP : EXACT_COUNT_CAP);
  return { students: rows.map(toAdminStudent), total: counted.total, totalIsEstimate: counted.isEstimate, resultWindow: windowed ? RESULT_WINDOW : null };
}
