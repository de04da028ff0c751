import * as v from 'valibot';
import { GENDERS } from '@domain/leads/domain/student-form.schema';
import type { ListStudentsData, ListWebsiteUsersData } from '@/api/types.gen';
import { choiceParam, optionalChoiceParam, pageParam, sizeParam, textParam } from '@/lib/search-params';
import { AUDIT_ACTION_KEYS } from './audit-actions';

type StudentQuery = NonNullable<ListStudentsData['query']>;
type UserQuery = NonNullable<ListWebsiteUsersData['query']>;

export const ADMIN_TABS = [
  'dashboard',
  'students',
  'users',
  'institutions',
  'uploads',
  'analytics',
  'settings',
  'enquiries',
  'audit',
  'reports',
  'privacy',
  'invoices',
] as const;
/** Spec 001 §9; checked against the contract's own lists. */
export const STUDENT_PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000] as const satisfies readonly NonNullable<StudentQuery['limit']>[];
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const satisfies readonly NonNullable<UserQuery['limit']>[];
/** The columns the Students tab sorts by. */
export const STUDENT_SORT_FIELDS = [
  'studentName',
  'mobileNumber',
  'emailId',
  'stream',
  'course',
  'city',
  'state',
  'gender',
  'age',
  'dataSource',
  'createdAt',
] as const satisfies readonly NonNullable<StudentQuery['sortBy']>[];

const search = textParam(100);
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/**
 * The admin portal's view in the address bar: the tab, and each tab's own search, filters and page under its own
 * names, so that every tab keeps its view while another is shown (as it did before). Unreadable values are defaults.
 */
export const AdminSearchSchema = v.object({
  tab: choiceParam(ADMIN_TABS, 'dashboard'),
  // Students
  studentSearch: search,
  state: textParam(120),
  city: textParam(120),
  stream: textParam(120),
  gender: optionalChoiceParam(GENDERS),
  /** issue 16: consent recorded / not recorded / withdrawn */
  consent: optionalChoiceParam(['recorded', 'not_recorded', 'withdrawn']),
  sortBy: choiceParam(STUDENT_SORT_FIELDS, 'createdAt'),
  sortOrder: choiceParam(['asc', 'desc'], 'desc'),
  studentPage: pageParam(1_000_000),
  studentLimit: sizeParam(STUDENT_PAGE_SIZES, 50),
  // Users
  userSearch: search,
  membership: optionalChoiceParam(['free', 'premium']),
  verification: optionalChoiceParam(['verified', 'unverified']),
  status: optionalChoiceParam(['active', 'inactive']),
  userPage: pageParam(100_000),
  userLimit: sizeParam(USER_PAGE_SIZES, 10),
  // Institutions (ADR 0021)
  institutionSearch: search,
  institutionPage: pageParam(100_000),
  institutionLimit: sizeParam(USER_PAGE_SIZES, 10),
  // Upload History
  uploadSearch: search,
  uploadPage: pageParam(100_000),
  // Enquiries
  enquiries: choiceParam(['contact', 'assessment'], 'contact'),
  enquirySearch: search,
  enquiryPage: pageParam(100_000),
  // Audit log: the filters, and the cursors of the newer pages before this one (Newer goes back through them)
  actorKind: optionalChoiceParam(['admin', 'member', 'system']),
  actor: textParam(100),
  action: optionalChoiceParam(AUDIT_ACTION_KEYS),
  studentId: textParam(100),
  memberId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  from: day,
  to: day,
  // Reports of wrong data
  reportStatus: choiceParam(['pending', 'approved', 'rejected'], 'pending'),
  reportPage: pageParam(100_000),
  // Privacy requests (issue 16 §5): open first; all answers too
  privacyStatus: choiceParam(['open', 'handled', 'rejected', 'all'], 'open'),
  // Invoices (issue 28 §4): all, or one status
  invoiceStatus: optionalChoiceParam(['issued', 'paid', 'expired']),
  invoicePage: pageParam(1_000_000),
  auditCursors: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,200}(,[\w-]{1,200}){0,99}$/))), undefined),
});

export type AdminSearch = v.InferOutput<typeof AdminSearchSchema>;

export const ADMIN_DEFAULTS = {
  tab: 'dashboard',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  studentPage: 1,
  studentLimit: 50,
  userPage: 1,
  userLimit: 10,
  institutionPage: 1,
  institutionLimit: 10,
  uploadPage: 1,
  enquiries: 'contact',
  enquiryPage: 1,
  reportStatus: 'pending',
  reportPage: 1,
  privacyStatus: 'open',
  invoicePage: 1,
} as const satisfies Partial<AdminSearch>;
