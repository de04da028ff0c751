import type { ConsentFilter } from '@modules/leads/application/ports/consent-filter.port';
import type { AdminStudentFilters, AdminStudentPage, AdminStudentQuery } from '@modules/leads/application/ports/student-admin.repository.port';
import { beyondResultWindow, searchTooShort } from '@modules/leads/domain/leads.errors';
import { listIsWindowed, pageInsideWindow, RESULT_WINDOW, searchTermUsable } from '@modules/leads/domain/result-window.schema';
import { SORT_FIELDS, type SortField } from '@modules/leads/domain/student-query.schema';
import { countOrEstimate } from './catalogue-count';
import { predicateText } from './catalogue-visibility';
import { deferredPage, type Execute, type ReadVia, timeBoxedRead } from './catalogue-reads';
import { ANCHOR_EVERY, anchoredStart, exactStudentTotal } from './page-anchors';
import { ADMIN_STUDENT_COLUMNS, SORT_COLUMNS, toAdminStudent } from './student-admin.sql';
import { EXACT_COUNT_CAP, SEARCH_EXACT_COUNT_CAP } from './student-catalogue.repository';
import { escapeLike, orderClause, SEARCH_EXPRESSION } from './student-sql';
import { searchableTerm } from '@modules/leads/domain/search-term';

type Where = { sql: string; params: unknown[] };

const FILTERS: [Exclude<keyof AdminStudentFilters, 'search'>, string][] = [
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
];

/**
 * WHERE clauses for the admin filters; every value travels as a parameter. The admin search matches name, e-mail and
 * mobile number (spec 001); the trigram index's text holds all three, so `like` on it narrows the rows first and the
 * original test keeps exactly what it always matched. `narrowing` is that clause without the original test: what the
 * planner has statistics for.
 */
export function adminWhere(filters: AdminStudentFilters, consents?: ConsentFilter): { where: Where; narrowing: Where } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [key, column] of FILTERS) {
    if (filters[key] === undefined) continue;
    clauses.push(`${column} = ?`);
    params.push(filters[key]);
  }
  if (filters.consent && consents) {
    // ADR 0013: the consent state is the privacy module's; it writes the predicate on its own table
    const predicate = predicateText(consents.consentPredicate(filters.consent, 'students.id'));
    clauses.push(predicate.sql);
    params.push(...predicate.params);
  }
  const narrowing = { clauses: [...clauses], params: [...params] };
  if (filters.search) {
    // a mobile written with +91, a leading 0, spaces or dashes is looked for as the catalogue stores it
    const like = `%${escapeLike(searchableTerm(filters.search))}%`;
    clauses.push(`${SEARCH_EXPRESSION} like ?`, '(student_name ilike ? or email_id ilike ? or mobile_number like ?)');
    params.push(like.toLowerCase(), like, like, like);
    narrowing.clauses.push(`${SEARCH_EXPRESSION} like ?`);
    narrowing.params.push(like.toLowerCase());
  }
  const where = (parts: string[]) => (parts.length ? `where ${parts.join(' and ')}` : '');
  return { where: { sql: where(clauses), params }, narrowing: { sql: where(narrowing.clauses), params: narrowing.params } };
}

/** ORDER BY for an admin sort: the portal's ten use their indexes; the mobile number is unique (its own index). */
function adminOrder(sortBy: string, direction: 'asc' | 'desc') {
  if ((SORT_FIELDS as readonly string[]).includes(sortBy)) return orderClause(sortBy as SortField, direction);
  if (sortBy === 'mobileNumber') return `order by mobile_number ${direction}`;
  return `order by ${SORT_COLUMNS[sortBy] ?? 'created_at'} ${direction} nulls last, id ${direction}`;
}

/**
 * The admin Students tab's page (ADR 0014): window, deferred join, anchors for the default order, time box. `via`
 * routes each time-boxed transaction whole (the read replica's routing), `execute` the single statements.
 */
export async function adminStudentPage(via: ReadVia, execute: Execute, query: AdminStudentQuery, consents?: ConsentFilter): Promise<AdminStudentPage> {
  const { page, limit, sortBy = 'createdAt', sortOrder, ...filters } = query;
  if (filters.search && !searchTermUsable(filters.search)) throw searchTooShort();
  const { where, narrowing } = adminWhere(filters, consents);
  const windowed = listIsWindowed(FILTERS.some(([key]) => filters[key] !== undefined) || filters.consent !== undefined, Boolean(filters.search), sortBy);
  if (windowed && !pageInsideWindow(page, limit)) throw beyondResultWindow(limit);
  const direction = sortOrder === 'asc' ? 'asc' : 'desc';
  const order = adminOrder(sortBy, direction);
  let ids: Where = { sql: `select id from students ${where.sql} ${order} limit ${limit} offset ${(page - 1) * limit}`, params: where.params };
  if (!windowed && (page - 1) * limit >= ANCHOR_EVERY) {
    const start = await anchoredStart(execute, page, limit, direction);
    if (start?.empty) ids = { sql: 'select id from students where false', params: [] };
    else if (start)
      ids = {
        sql: `select id from students where (created_at, id) ${direction === 'asc' ? '>=' : '<='} (?::timestamptz, ?::uuid) ${order} limit ${limit} offset ${start.skip}`,
        params: [start.createdAt, start.id],
      };
  }
  const rows = await timeBoxedRead(via, (run) => run(deferredPage(ADMIN_STUDENT_COLUMNS, ids.sql), ids.params));
  const counted = !where.sql
    ? { total: await exactStudentTotal(execute), isEstimate: false }
    : page === 1 && rows.length < limit
      ? { total: rows.length, isEstimate: false }
      : await countOrEstimate(via, execute, where, narrowing, filters.search ? SEARCH_EXACT_COUNT_CAP : EXACT_COUNT_CAP);
  return { students: rows.map(toAdminStudent), total: counted.total, totalIsEstimate: counted.isEstimate, resultWindow: windowed ? RESULT_WINDOW : null };
}
