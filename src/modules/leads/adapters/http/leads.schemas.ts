import * as v from 'valibot';
import { queryInt, queryIntOneOf, searchTerm } from '../../../../platform/http/schemas';
import { DEFAULT_PAGE_SIZE, FilterQuerySchema, PAGE_SIZES, SORT_FIELDS } from '../../domain/student-query.schema';

const nullableText = v.nullable(v.string());

/** Spec 001 §3 "Student lead (portal)", plus isUnlocked. Contact fields arrive masked unless isUnlocked. */
export const StudentLeadSchema = v.object({
  id: v.string(),
  studentName: v.string(),
  gender: nullableText,
  age: v.nullable(v.number()),
  fatherName: nullableText,
  motherName: nullableText,
  dateOfBirth: nullableText,
  emailId: nullableText,
  mobileNumber: nullableText,
  emailVerified: v.boolean(),
  mobileVerified: v.boolean(),
  whatsappVerified: v.boolean(),
  course: nullableText,
  board: nullableText,
  passingYear: v.nullable(v.number()),
  stream: nullableText,
  entranceExam: nullableText,
  address: nullableText,
  city: nullableText,
  district: nullableText,
  state: nullableText,
  pincode: nullableText,
  collegeName: nullableText,
  otherInfo: nullableText,
  dataSource: v.string(),
  createdAt: v.string(),
  isUnlocked: v.boolean(),
});

export const StudentListQuery = v.object({
  ...FilterQuerySchema.entries,
  page: queryInt(1, 1, 1_000_000, 'page'),
  limit: queryIntOneOf(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  search: searchTerm,
  sortBy: v.optional(v.picklist(SORT_FIELDS, `sortBy must be one of ${SORT_FIELDS.join(', ')}`), 'createdAt'),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'sortOrder must be asc or desc'), 'desc'),
  /** accepted for compatibility and ignored: the server reads the membership from the member's record */
  membership: v.optional(v.string()),
});

export const StudentListResponse = v.object({
  students: v.array(StudentLeadSchema),
  total: v.number(),
  totalPages: v.number(),
  /** true when total is the planner's estimate (very large results are not counted row by row) */
  totalIsEstimate: v.boolean(),
  page: v.number(),
  limit: v.number(),
});

export const FilterOptionsResponse = v.object({
  genders: v.array(v.string()),
  streams: v.array(v.string()),
  states: v.array(v.string()),
  cities: v.array(v.string()),
  entranceExams: v.array(v.string()),
  educationLevels: v.array(v.string()),
  passingYears: v.array(v.number()),
  pincodes: v.array(v.string()),
  emailVerifiedOptions: v.array(v.boolean()),
  mobileVerifiedOptions: v.array(v.boolean()),
  whatsappVerifiedOptions: v.array(v.boolean()),
});

export const PortalStatsResponse = v.object({
  totalStudents: v.number(),
  totalIsEstimate: v.boolean(),
  academicStreams: v.number(),
  statesCovered: v.number(),
  entranceExams: v.number(),
});
