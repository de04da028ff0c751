import * as v from 'valibot';
import { PRIVACY_LABELS } from '@modules/leads/domain/privacy-labels.schema';
import { CONTACT_SOURCES, VERIFICATION_METHODS } from '@modules/leads/domain/contact-freshness.schema';
import { pageFactEntries } from './page-facts.schemas';
import { queryInt, searchTerm } from '@platform/http/schemas';
import { ALWAYS_TEXT_FIELDS, STUDENT_FIELD_NAMES, STUDENT_FIELDS, type StudentFieldName } from '@modules/leads/domain/student-fields';
import { RESULT_WINDOW } from '@modules/leads/domain/result-window.schema';
import { EXACT_NAME_CAP } from '@modules/leads/domain/exact-name-first';
import { ExcludeListedSchema } from '@modules/leads/domain/saved-catalogue-query';
import { DEFAULT_PAGE_SIZE, FilterQuerySchema, MAX_PAGE_SIZE, PAGE_SIZES, SORT_FIELDS } from '@modules/leads/domain/student-query.schema';

const nullableText = v.nullable(v.string());

type Fields = typeof STUDENT_FIELDS;
/** A lead field's schema: flags always sent; a required field that is no contact detail never null ('' when hidden). */
type LeadFieldSchema<F> = F extends { kind: 'flag' }
  ? v.BooleanSchema<undefined>
  : F extends { kind: 'integer' }
    ? v.NullableSchema<v.NumberSchema<undefined>, undefined>
    : F extends { required: true; contact?: never }
      ? v.StringSchema<undefined>
      : v.NullableSchema<v.StringSchema<undefined>, undefined>;

const leadFieldSchema = (name: StudentFieldName) => {
  const kind: string = STUDENT_FIELDS[name].kind;
  if (kind === 'flag') return v.boolean();
  if (kind === 'integer') return v.nullable(v.number());
  return ALWAYS_TEXT_FIELDS.includes(name) ? v.string() : nullableText;
};

const leadFields = Object.fromEntries(STUDENT_FIELD_NAMES.map((name) => [name, leadFieldSchema(name)])) as {
  [K in StudentFieldName]: LeadFieldSchema<Fields[K]>;
};

/** ADR 0026: one contact's freshness and provenance. */
const ContactFreshnessSchema = v.object({
  verifiedAt: v.pipe(nullableText, v.description('When it was last verified (ISO instant); null: never verified.')),
  verifiedBy: v.pipe(
    v.nullable(v.picklist(VERIFICATION_METHODS)),
    v.description('How: otp, email_link, whatsapp, call, or source_claim (the source said so, nobody checked); null when not verified.'),
  ),
  source: v.pipe(
    v.picklist(CONTACT_SOURCES),
    v.description("Where the value came from: an import batch, the admin's form, or the student's own correction (/my-data)."),
  ),
  sourceRef: v.pipe(nullableText, v.description('The import batch id when source is import.')),
  sourceLabel: v.pipe(v.string(), v.description('The source in words: "Import 2026-08-14", "Admin entry", "Student\'s own correction".')),
  stale: v.pipe(v.boolean(), v.description('Verified more than 12 months ago.')),
});

/** Spec 001 §3 "Student lead (portal)", from the one field list, plus isUnlocked. Contact fields arrive masked unless isUnlocked. */
export const StudentLeadSchema = v.object({
  id: v.string(),
  ...leadFields,
  createdAt: v.string(),
  isUnlocked: v.boolean(),
  minor: v.pipe(
    v.picklist(['adult', 'parental_consent', 'consent_required']),
    v.description(
      "Issue 16: counted from the date of birth on the day of the request. `consent_required`: under 18 without a parent's or guardian's consent on file, so e-mail, mobile number and address stay masked for every member (premium too) and the student cannot be unlocked; `parental_consent`: under 18 with that consent, released like an adult.",
    ),
  ),
  provenance: v.pipe(
    v.object({
      source: v.string(),
      consentStatus: v.picklist(['recorded', 'not_recorded', 'withdrawn']),
      consentDate: nullableText,
      consentedBy: v.nullable(v.picklist(['student', 'guardian'])),
      doNotContact: v.boolean(),
    }),
    v.description(
      'Where the record came from and who agreed to its sharing, and when (null unless a consent is in force). doNotContact (issue 16 §3): the student is on the DND/NCPR registry or objected, so only members who had unlocked them before see the contacts and nobody may unlock them now.',
    ),
  ),
  mobileDnd: v.pipe(
    v.nullable(v.object({ listedSince: v.pipe(v.string(), v.description('YYYY-MM-DD: the day the number joined the register')) })),
    v.description(
      "Issue 29 §4: the mobile number is on India's do-not-disturb register (from the admin's weekly scrub file) since listedSince: promotional calls and SMS to it are not allowed (TRAI TCCCPR 2018, amended 2025), transactional ones are. Sent whether the number is masked or not (a fact about the number, not the number); null when it is not on the register. List with dnd=exclude to leave such students out.",
    ),
  ),
  privacyLabel: v.pipe(
    v.nullable(v.picklist(PRIVACY_LABELS)),
    v.description(
      'Issue 16 §3: once the student withdrew consent (the contacts are masked again for every member), "Withdrawn — delete your copy" to a member who unlocked or saved them and "Consent withdrawn" to the others; "Do not contact" for a flagged record; otherwise null.',
    ),
  ),
  contactFreshness: v.optional(
    v.pipe(
      v.object({ email: ContactFreshnessSchema, mobile: ContactFreshnessSchema, whatsapp: ContactFreshnessSchema }),
      v.description(
        'ADR 0026 (issue 29 §1): for each of e-mail, mobile and WhatsApp, when it was last verified (`verifiedAt`, ISO instant, null = not verified), how (`verifiedBy`), where the value came from (`source`, `sourceRef` = the import batch) and whether the verification is older than 12 months (`stale`). Sent even when the contact itself is masked: it is a fact about the contact, not the contact. The booleans emailVerified, mobileVerified and whatsappVerified are `verifiedAt != null`.',
      ),
    ),
  ),
  ...pageFactEntries,
});

/** The page number; its maximum depends on the list (ADR 0014), so the contract says it in words. */
const windowedPage = v.pipe(
  queryInt(1, 1, 1_000_000, 'page'),
  v.description(
    `A whole number from 1 (default 1). A filtered, searched or re-sorted list opens only pages that start within its first ${RESULT_WINDOW.toLocaleString('en-IN')} rows (page × limit ≤ ${RESULT_WINDOW}); a deeper page is refused with 400 CATALOGUE.BEYOND_WINDOW. The whole catalogue in the default order (sortBy createdAt, no filter or search) opens every page up to 1,000,000.`,
  ),
);

/**
 * Students a page (docs/product.md, "Integrators"): any whole number from 1 to MAX_PAGE_SIZE; the portal offers
 * PAGE_SIZES, the API takes any of them. A page size that does not divide the result window stops at its last whole
 * page inside it.
 */
export const pageSize = (fallback = DEFAULT_PAGE_SIZE) =>
  v.pipe(
    queryInt(fallback, 1, MAX_PAGE_SIZE, 'limit'),
    v.description(
      `Students a page: a whole number from 1 to ${MAX_PAGE_SIZE} (default ${fallback}); others are refused with 400. The portal offers ${PAGE_SIZES.join(', ')}.`,
    ),
  );

export const StudentListQuery = v.object({
  ...FilterQuerySchema.entries,
  page: windowedPage,
  limit: pageSize(),
  search: searchTerm,
  sortBy: v.optional(
    v.pipe(
      v.picklist(SORT_FIELDS, `sortBy must be one of ${SORT_FIELDS.join(', ')}`),
      v.description(
        `The column to sort on (default createdAt). \`freshness\` (ADR 0026): by the newest verification of the e-mail or the mobile; with sortOrder desc the freshest first, never-verified students last. With a search, createdAt (either order) lists first the students whose name is the term itself, ignoring case, then the rest of the matches, each part by date; past ${EXACT_NAME_CAP.toLocaleString('en-IN')} such students, by date alone.`,
      ),
    ),
    'createdAt',
  ),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'sortOrder must be asc or desc'), 'desc'),
  /** accepted for compatibility and ignored: the server reads the membership from the member's record */
  membership: v.optional(v.string()),
  excludeListed: ExcludeListedSchema,
});

export const StudentListResponse = v.object({
  students: v.array(StudentLeadSchema),
  total: v.number(),
  totalPages: v.pipe(v.number(), v.description('Pages that can be opened: at most resultWindow ÷ limit when the list has a result window.')),
  /** true when total is the planner's estimate (very large results are not counted row by row) */
  totalIsEstimate: v.boolean(),
  resultWindow: v.pipe(
    v.nullable(v.number()),
    v.description(
      `The most rows of this list that can be paged (${RESULT_WINDOW.toLocaleString('en-IN')}): a filtered, searched or re-sorted list opens its first ${RESULT_WINDOW.toLocaleString('en-IN')} rows only. null when every page can be opened (the whole catalogue in the default order, date added either way).`,
    ),
  ),
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
