import { empty, join, raw, type Sql, sql } from '@platform/db/sql';
import type { CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import { searchableTerm } from '@modules/leads/domain/search-term';

/**
 * The search text. The expression must stay byte-for-byte the one of the trigram index in
 * Migration20261122000000_leads_indexes, or PostgreSQL will not use the index (tests/integration/leads/catalogue-sql-text.test.ts).
 */
export const SEARCH_EXPRESSION = raw(
  "lower(student_name || ' ' || coalesce(email_id, '') || ' ' || mobile_number || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))",
);

/** The same text without e-mail and mobile number: all a search may match for a member who sees them masked. */
export const SEARCH_EXPRESSION_WITHOUT_CONTACTS = raw(
  "lower(student_name || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(stream, '') || ' ' || coalesce(course, '') || ' ' || coalesce(college_name, ''))",
);

/** 18 or older today by the database's clock, or no date of birth on record (domain/minor-rule.ts). */
const ADULT_OR_UNKNOWN_AGE = raw("(date_of_birth is null or date_of_birth <= current_date - interval '18 years')");

export const FILTER_COLUMNS = {
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
  verifiedWithin: 'contact_verified_at',
} as const satisfies Record<Exclude<keyof StudentFilters, 'excludeDnd' | 'notListedBy'>, string>;

/**
 * ADR 0022: the students whose mobile number is not on the DND register, through the privacy module's published SQL
 * predicate (its table is its own): one primary-key probe a row.
 */
const NOT_ON_DND_REGISTER = raw('not on_dnd_register(mobile_number)');

export const SORT_COLUMN_OF = {
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
  freshness: 'contact_verified_at',
} as const satisfies Record<SortField, string>;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The conditions of a WHERE clause, joined by `and`; none is no WHERE at all. */
export type Conditions = readonly Sql[];

/** `where a and b …`, or nothing. */
export const whereOf = (conditions: Conditions): Sql => (conditions.length ? sql`where ${join(conditions, ' and ')}` : empty);

/** The catalogue's filters and search as conditions; columns come from the fixed map above, values are bound. */
export function whereClause(filters: StudentFilters, search?: CatalogueSearch, except?: keyof StudentFilters): Sql[] {
  const conditions: Sql[] = [];
  for (const [key, value] of Object.entries(filters) as [keyof StudentFilters, StudentFilters[keyof StudentFilters]][]) {
    if (key === except || value === undefined) continue;
    if (key === 'excludeDnd') {
      conditions.push(NOT_ON_DND_REGISTER);
      continue;
    }
    // ADR 0024: on the stored hashes (the list route fills any missing first), two index probes per row
    if (key === 'notListedBy') {
      conditions.push(
        sql`not exists (select 1 from exclusion_lists l join exclusion_entries x on x.list_id = l.list_id
          where l.institution_id = ${value} and x.contact_hash in (students.email_hash, students.mobile_hash))`,
      );
      continue;
    }
    // ADR 0026: the newest of the e-mail's and the mobile's verification, within so many days (its covering index)
    if (key === 'verifiedWithin') conditions.push(sql`contact_verified_at >= now() - make_interval(days => ${Number(value)}::int)`);
    else conditions.push(sql`${raw(FILTER_COLUMNS[key])} = ${value}`);
  }
  if (search) {
    const pattern = `%${escapeLike(searchableTerm(search.term).toLowerCase())}%`;
    conditions.push(sql`${SEARCH_EXPRESSION} like ${pattern}`);
    // The indexed expression above still narrows the rows; this keeps only those matched outside the contacts.
    if (!search.contacts) conditions.push(sql`${SEARCH_EXPRESSION_WITHOUT_CONTACTS} like ${pattern}`);
    // ADR 0013: a minor's own e-mail and mobile are nobody's search terms (a match would confirm them): an
    // under-18 row matches outside its contacts only, guardian's consent or not.
    else conditions.push(sql`(${ADULT_OR_UNKNOWN_AGE} or ${SEARCH_EXPRESSION_WITHOUT_CONTACTS} like ${pattern})`);
  }
  return conditions;
}

/**
 * ORDER BY that an index (column, created_at desc, id desc) serves in both directions: ascending
 * scans it forwards, descending backwards, so ties fall newest-first when ascending.
 */
export function orderClause(sortBy: SortField, sortOrder: 'asc' | 'desc'): Sql {
  if (sortBy === 'createdAt') return sortOrder === 'asc' ? raw('order by created_at asc, id asc') : raw('order by created_at desc, id desc');
  const column = raw(SORT_COLUMN_OF[sortBy]);
  return sortOrder === 'asc' ? sql`order by ${column} asc, created_at desc, id desc` : sql`order by ${column} desc, created_at asc, id asc`;
}

/**
 * A page's ids when every match is read and sorted (planFor's `readAll`): OFFSET 0 keeps the subquery from being
 * merged into the outer query, so the ORDER BY cannot walk the sort's index and PostgreSQL fetches the matches by the
 * filter's own (covering) index, then sorts them. `order` is orderClause's, over the columns the subquery passes on.
 */
export function readAllIds(where: Sql, sortBy: SortField, order: Sql, limit: number, offset: number): Sql {
  const carried = sortBy === 'createdAt' ? raw('id, created_at') : sql`id, ${raw(SORT_COLUMN_OF[sortBy])}, created_at`;
  return sql`select id from (select ${carried} from students ${where} offset 0) matches ${order} limit ${limit} offset ${offset}`;
}
