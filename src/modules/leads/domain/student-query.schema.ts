import * as v from 'valibot';
import { GENDERS } from './student-form.schema';

/** Spec 001 §9: the portal's page sizes and sort fields. Shared by the server and the portal screen. */
export const PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The API takes any page size from 1 to this (docs/product.md, "Integrators"); the screens offer PAGE_SIZES. */
export const MAX_PAGE_SIZE = 500;
/** `freshness` (ADR 0026): by the newest verification of the e-mail or the mobile; descending puts the freshest first. */
export const SORT_FIELDS = [
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
  'freshness',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Filter parameters of spec 001 §7, in the order the filter panel shows them. */
export const FILTER_KEYS = [
  'gender',
  'stream',
  'state',
  'city',
  'entranceExam',
  'education',
  'passingYear',
  'pincode',
  'emailVerified',
  'mobileVerified',
  'whatsappVerified',
  'verifiedWithin',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'Filter value is too long')));
/** Every stored gender is one of GENDERS (the form, the import and the seed all hold to it); '' and 'all' mean any. */
const gender = v.optional(v.picklist([...GENDERS, 'all', ''], `Gender must be one of ${GENDERS.join(', ')} or all`));
const flag = v.optional(v.picklist(['true', 'false', 'all', ''], 'Use true or false'));

export const FilterQuerySchema = v.object({
  gender,
  stream: text,
  state: text,
  city: text,
  entranceExam: text,
  education: text,
  passingYear: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(|all|\d{4})$/, 'Passing year must be a 4-digit year'))),
  pincode: text,
  emailVerified: flag,
  mobileVerified: flag,
  whatsappVerified: flag,
  /** ADR 0026: the e-mail or the mobile verified within this many days */
  verifiedWithin: v.optional(
    v.pipe(
      v.picklist(['30', '90', '365', 'all', ''], 'Verified within must be 30, 90 or 365 (days)'),
      v.description(
        'ADR 0026: only students whose e-mail or mobile was verified within the last 30, 90 or 365 days (blank or all: any). emailVerified, mobileVerified and whatsappVerified still filter on the booleans, which are derived from the verification dates.',
      ),
    ),
  ),
  /** issue 29 §4, ADR 0022 */
  dnd: v.optional(
    v.pipe(
      v.picklist(['exclude', 'include', ''], 'dnd must be exclude or include'),
      v.description(
        'exclude: leave out students whose mobile number is on the DND register (TRAI TCCCPR 2018: no promotional calls or SMS); include or blank (the default): list them, each marked by mobileDnd.',
      ),
    ),
  ),
});

export type FilterQuery = v.InferOutput<typeof FilterQuerySchema>;

/** Filters as the catalogue applies them: blank and 'all' values are dropped. */
export type StudentFilters = {
  gender?: string;
  stream?: string;
  state?: string;
  city?: string;
  entranceExam?: string;
  course?: string;
  passingYear?: number;
  pincode?: string;
  emailVerified?: boolean;
  mobileVerified?: boolean;
  whatsappVerified?: boolean;
  /** ADR 0026: days; the e-mail or the mobile verified at most this long ago */
  verifiedWithin?: number;
  /** ADR 0022: leave out students whose mobile is on the DND register */
  excludeDnd?: true;
  /** ADR 0024: leave out the students on this institution's exclusion list (set by the server from `excludeListed`, never from a query) */
  notListedBy?: string;
};

const present = (value: string | undefined) => (value === undefined || value === '' || value.toLowerCase() === 'all' ? undefined : value);
const bool = (value: string | undefined) => (present(value) === undefined ? undefined : value === 'true');

export function normaliseFilters(query: FilterQuery): StudentFilters {
  const filters: StudentFilters = {
    gender: present(query.gender),
    stream: present(query.stream),
    state: present(query.state),
    city: present(query.city),
    entranceExam: present(query.entranceExam),
    course: present(query.education),
    passingYear: present(query.passingYear) === undefined ? undefined : Number(query.passingYear),
    pincode: present(query.pincode),
    emailVerified: bool(query.emailVerified),
    mobileVerified: bool(query.mobileVerified),
    whatsappVerified: bool(query.whatsappVerified),
    verifiedWithin: present(query.verifiedWithin) === undefined ? undefined : Number(query.verifiedWithin),
    excludeDnd: query.dnd === 'exclude' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as StudentFilters;
}
