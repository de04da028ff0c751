import type { CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { searchableTerm } from '@modules/leads/domain/search-term';

/**
 * The search text. The expression must stay byte-for-byte the one of the trigram index in
 * Migration20261122000000_leads_indexes, or PostgreSQL will not use the index.
 */
export const SEARCH_EXPRESSION =
  "lower(student_name || ' ' || coalesce(email_id, '') || ' ' || mobile_number || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))";

/** The same text without e-mail and mobile number: all a search may match for a member who sees them masked. */
export const SEARCH_EXPRESSION_WITHOUT_CONTACTS =
  "lower(student_name || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))";

/** 18 or older today by the database's clock, or no date of birth on record (domain/minor-rule.ts). */
const ADULT_OR_UNKNOWN_AGE = "(date_of_birth is null or date_of_birth <= current_date - interval '18 years')";

export const FILTER_COLUMNS: Record<keyof StudentFilters, string> = {
  gender: 'gender',
  stream: 'stream',
  state: 'state',
  city: 'city',
  entranceExam: 'entrance_exam',
  course: 'course',
  passingYear: 'passing_year',
  pincode: 'pincode',
  emailVerified: 'email_verified',
  mobileVerified: 'mobile_verified',
  whatsappVerified: 'whatsapp_verified',
};

export const SORT_COLUMN_OF: Record<SortField, string> = {
  createdAt: 'created_at',
  studentName: 'student_name',
  state: 'state',
  city: 'city',
  stream: 'stream',
  gender: 'gender',
  entranceExam: 'entrance_exam',
  course: 'course',
  passingYear: 'passing_year',
  age: 'age',
};

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** WHERE clause and its parameters; column names come from the fixed maps above, never from input. */
export function whereClause(filters: StudentFilters, search?: CatalogueSearch, except?: keyof StudentFilters) {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of Object.entries(filters) as [keyof StudentFilters, unknown][]) {
    if (key === except || value === undefined) continue;
    parts.push(`${FILTER_COLUMNS[key]} = ?`);
    params.push(value);
  }
  if (search) {
    const pattern = `%${escapeLike(searchableTerm(search.term).toLowerCase())}%`;
    parts.push(`${SEARCH_EXPRESSION} like ?`);
    params.push(pattern);
    if (!search.contacts) {
      // The indexed expression above still narrows the rows; this keeps only those matched outside the contacts.
      parts.push(`${SEARCH_EXPRESSION_WITHOUT_CONTACTS} like ?`);
      params.push(pattern);
    } else {
      // ADR 0013: a minor's own e-mail and mobile are nobody's search terms (a match would confirm them): an
      // under-18 row matches outside its contacts only, guardian's consent or not.
      parts.push(`(${ADULT_OR_UNKNOWN_AGE} or ${SEARCH_EXPRESSION_WITHOUT_CONTACTS} like ?)`);
      params.push(pattern);
    }
  }
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/**
 * ORDER BY that an index (column, created_at desc, id desc) serves in both directions: ascending
 * scans it forwards, descending backwards, so ties fall newest-first when ascending.
 */
export function orderClause(sortBy: SortField, sortOrder: 'asc' | 'desc') {
  if (sortBy === 'createdAt') return sortOrder === 'asc' ? 'order by created_at asc, id asc' : 'order by created_at desc, id desc';
  const column = SORT_COLUMN_OF[sortBy];
  return sortOrder === 'asc' ? `order by ${column} asc, created_at desc, id desc` : `order by ${column} desc, created_at asc, id asc`;
}

/**
 * A page's ids when every match is read and sorted (planFor's `readAll`): OFFSET 0 keeps the subquery from being
 * merged into the outer query, so the ORDER BY cannot walk the sort's index and PostgreSQL fetches the matches by the
 * filter's own (covering) index, then sorts them. `order` is orderClause's, over the columns the subquery passes on.
 */
export function readAllIdsSql(where: string, sortBy: SortField, order: string, limit: number, offset: number): string {
  const carried = sortBy === 'createdAt' ? 'id, created_at' : `id, ${SORT_COLUMN_OF[sortBy]}, created_at`;
  return `select id from (select ${carried} from students ${where} offset 0) matches ${order} limit ${limit} offset ${offset}`;
}
