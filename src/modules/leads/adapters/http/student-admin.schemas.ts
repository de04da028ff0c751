import { CONTACT_SOURCES, VERIFICATION_METHODS } from '@modules/leads/domain/contact-freshness.schema';
import * as v from 'valibot';
import { queryInt, queryIntOneOf, searchTerm } from '@platform/http/schemas';
import { CONSENT_STATES } from '@modules/leads/domain/record-privacy';
import { RESULT_WINDOW } from '@modules/leads/domain/result-window.schema';
import { GENDERS } from '@modules/leads/domain/student-form.schema';

export const STUDENT_PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000] as const;

/** A filter sent as '' or 'all' means "no filter" (spec §7). */
const filter = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, 'Filter is too long'),
    v.transform((s) => (s === '' || s.toLowerCase() === 'all' ? undefined : s)),
  ),
);
const flag = v.optional(
  v.pipe(
    v.picklist(['true', 'false', 'all', ''], 'Use true, false or all'),
    v.transform((s) => (s === 'true' ? true : s === 'false' ? false : undefined)),
  ),
);
const year = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => (s === '' || s === 'all' ? undefined : s)),
    v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Passing year must be a year'), v.transform(Number))),
  ),
);

/** Every stored gender is one of GENDERS; '' and 'all' mean any. */
const gender = v.optional(
  v.pipe(
    v.picklist([...GENDERS, 'all', ''], `Gender must be one of ${GENDERS.join(', ')} or all`),
    v.transform((s) => (s === '' || s === 'all' ? undefined : s)),
  ),
);

export const FilterQuery = v.object({
  state: filter,
  city: filter,
  stream: filter,
  gender,
  entranceExam: filter,
  education: filter,
  passingYear: year,
});

/** Columns the admin student list sorts by. */
export const ADMIN_SORT_FIELDS = [
  'createdAt',
  'studentName',
  'state',
  'city',
  'stream',
  'gender',
  'entranceExam',
  'course',
  'passingYear',
  'age',
  'emailId',
  'mobileNumber',
  'institutionsContacted',
  'dataSource',
] as const;

export const StudentListQuery = v.object({
  ...FilterQuery.entries,
  page: v.pipe(
    queryInt(1, 1, 1_000_000, 'page'),
    v.description(
      `A whole number from 1 (default 1). A filtered, searched or re-sorted list opens only pages that start within its first ${RESULT_WINDOW.toLocaleString('en-IN')} rows (page × limit ≤ ${RESULT_WINDOW}); a deeper page is refused with 400 CATALOGUE.BEYOND_WINDOW. The whole catalogue newest or oldest first opens every page up to 1,000,000.`,
    ),
  ),
  limit: queryIntOneOf(STUDENT_PAGE_SIZES, 50),
  search: searchTerm,
  emailVerified: flag,
  mobileVerified: flag,
  whatsappVerified: flag,
  consent: v.optional(
    v.pipe(
      v.picklist(CONSENT_STATES, `consent must be one of ${CONSENT_STATES.join(', ')}`),
      v.description('Issue 16: recorded (a consent in force), not_recorded (never recorded, or expired), withdrawn.'),
    ),
  ),
  sortBy: v.optional(v.picklist(ADMIN_SORT_FIELDS, 'Unknown sort column')),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'sortOrder must be asc or desc')),
});

const nullableText = v.nullable(v.string());
const ContactFactsSchema = v.object({
  verifiedAt: nullableText,
  verifiedBy: v.nullable(v.picklist(VERIFICATION_METHODS)),
  source: v.picklist(CONTACT_SOURCES),
  sourceRef: nullableText,
});
export const AdminStudentView = v.object({
  id: v.string(),
  studentName: v.string(),
  mobileNumber: v.string(),
  mobileVerified: v.boolean(),
  whatsappVerified: v.boolean(),
  institutionsContacted: v.number(),
  emailId: nullableText,
  emailVerified: v.boolean(),
  fatherName: nullableText,
  motherName: nullableText,
  dateOfBirth: nullableText,
  age: v.nullable(v.number()),
  gender: nullableText,
  course: nullableText,
  entranceExam: nullableText,
  stream: nullableText,
  board: nullableText,
  passingYear: v.nullable(v.number()),
  collegeName: nullableText,
  address: nullableText,
  city: nullableText,
  district: nullableText,
  state: nullableText,
  pincode: nullableText,
  otherInfo: nullableText,
  dataSource: v.string(),
  importBatchId: nullableText,
  createdAt: v.string(),
  updatedAt: v.string(),
  contactFreshness: v.optional(
    v.pipe(
      v.object({ email: ContactFactsSchema, mobile: ContactFactsSchema, whatsapp: ContactFactsSchema }),
      v.description('ADR 0026: when each contact was last verified, how, and where its value came from (the import batch in sourceRef).'),
    ),
  ),
});

/** A list row also says the record's consent state and the last day it is kept (ADR 0013). */
export const AdminStudentListItem = v.object({
  ...AdminStudentView.entries,
  consentStatus: v.picklist(CONSENT_STATES),
  retentionDate: v.pipe(
    v.string(),
    v.description('Issue 16 §5: the last day (YYYY-MM-DD) the record is kept: 31 July, RETENTION_ADMISSION_CYCLES after the passing year (or the year added).'),
  ),
});

export const StudentList = v.object({
  students: v.array(AdminStudentListItem),
  total: v.number(),
  totalPages: v.pipe(v.number(), v.description('Pages that can be opened: at most resultWindow ÷ limit when the list has a result window.')),
  totalIsEstimate: v.pipe(
    v.boolean(),
    v.description("true when total is the planner's estimate (a large filtered or searched list is not counted row by row)"),
  ),
  resultWindow: v.pipe(
    v.nullable(v.number()),
    v.description(
      `The most rows of this list that can be paged (${RESULT_WINDOW.toLocaleString('en-IN')}) for a filtered, searched or re-sorted list; null when every page can be opened (the whole catalogue, newest or oldest first).`,
    ),
  ),
  page: v.number(),
});

export const AdminFilterOptions = v.object({
  states: v.array(v.string()),
  streams: v.array(v.string()),
  genders: v.array(v.string()),
  cities: v.array(v.string()),
  entranceExams: v.array(v.string()),
  educationLevels: v.array(v.string()),
  passingYears: v.array(v.number()),
});

const studentIds = v.pipe(
  v.array(v.pipe(v.string(), v.uuid('Not a valid student id')), 'studentIds must be a list'),
  v.minLength(1, 'Please select at least one student'),
  v.maxLength(1000, 'At most 1,000 students at a time'),
);
export const BulkDeleteBody = v.object({ studentIds });
export const BulkDeleteResponse = v.object({ message: v.string(), deleted: v.number() });
export const StudentSaved = v.object({ message: v.string(), student: AdminStudentView });
export const BulkUpdateResponse = v.object({ message: v.string(), updated: v.number(), errors: v.array(v.string()) });
export const BulkIds = studentIds;
