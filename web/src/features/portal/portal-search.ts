import * as v from 'valibot';
import { GENDERS } from '@domain/leads/domain/student-form.schema';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_FIELDS, type FilterKey } from '@domain/leads/domain/student-query.schema';
import { choiceParam, optionalChoiceParam, pageParam, sizeParam, textParam } from '@/lib/search-params';
import type { StudentsQuery } from './api/students';

const filterText = textParam(120);
const verified = optionalChoiceParam(['true', 'false']);

/**
 * The portal's view in the address bar (spec 001 §7, §9): search, the eleven filters, sort, page and page size, with
 * the server's own sort fields, page sizes and genders. Anything it cannot read is the default view.
 */
export const PortalSearchSchema = v.object({
  search: textParam(100),
  gender: optionalChoiceParam(GENDERS),
  stream: filterText,
  state: filterText,
  city: filterText,
  entranceExam: filterText,
  education: filterText,
  passingYear: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))), undefined),
  pincode: filterText,
  emailVerified: verified,
  mobileVerified: verified,
  whatsappVerified: verified,
  verifiedWithin: optionalChoiceParam(['30', '90', '365']),
  /** issue 29 §4: "Hide DND numbers" */
  dnd: optionalChoiceParam(['exclude']),
  /** ADR 0024: leave out the students on the institution's exclusion list */
  excludeListed: optionalChoiceParam(['true']),
  sortBy: choiceParam(SORT_FIELDS, 'createdAt'),
  sortOrder: choiceParam(['asc', 'desc'], 'desc'),
  page: pageParam(1_000_000),
  limit: sizeParam(PAGE_SIZES, DEFAULT_PAGE_SIZE),
});

export type PortalSearch = v.InferOutput<typeof PortalSearchSchema>;
/** The filters of spec 001 §7 and the DND register's (issue 29 §4). */
export type PortalFilterKey = FilterKey | 'dnd';
export type Filters = Partial<Record<PortalFilterKey, string>>;

/** Left out of the address: a bare /leads-portal is the newest students, 20 a page. */
export const PORTAL_DEFAULTS = { sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: DEFAULT_PAGE_SIZE } as const;

/** The chosen filters of a view, without the blank ones. */
export function filtersOf({
  search: _text,
  sortBy: _by,
  sortOrder: _order,
  page: _page,
  limit: _limit,
  excludeListed: _listed,
  ...filters
}: PortalSearch): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

/** The student list call for a view (filters first, then search, sort and page, as the list has always asked). */
export const studentsQueryOf = (search: PortalSearch): StudentsQuery => ({
  ...(filtersOf(search) as StudentsQuery),
  ...(search.search ? { search: search.search } : {}),
  ...(search.excludeListed ? { excludeListed: search.excludeListed } : {}),
  sortBy: search.sortBy,
  sortOrder: search.sortOrder,
  page: search.page,
  limit: search.limit,
});
