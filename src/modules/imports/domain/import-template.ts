import { hasControlCharacters } from '@platform/kernel/control-characters';
import type { DomainError } from '@platform/kernel/domain-error';
import { CONSENT_COLUMNS, DO_NOT_CONTACT_COLUMNS } from '@modules/privacy/contracts';
import { FRESHNESS_IMPORT_COLUMNS } from '@modules/leads/contracts';
import { ImportErrors, SAVE_AS_UTF8 } from './imports.errors';

/**
 * The students CSV template (spec 001 §5): 21 snake_case columns and 2 sample rows.
 * Each header maps to the student field of the shared valibot row rules.
 */
export const TEMPLATE_COLUMNS = [
  ['student_name', 'studentName'],
  ['email_id', 'emailId'],
  ['mobile_number', 'mobileNumber'],
  ['father_name', 'fatherName'],
  ['mother_name', 'motherName'],
  ['date_of_birth', 'dateOfBirth'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['course', 'course'],
  ['entrance_exam', 'entranceExam'],
  ['stream', 'stream'],
  ['board', 'board'],
  ['passing_year', 'passingYear'],
  ['college_name', 'collegeName'],
  ['address', 'address'],
  ['city', 'city'],
  ['district', 'district'],
  ['state', 'state'],
  ['pincode', 'pincode'],
  ['other_info', 'otherInfo'],
  ['data_source', 'dataSource'],
] as const;

export const TEMPLATE_HEADERS: readonly string[] = TEMPLATE_COLUMNS.map(([header]) => header);

export const TEMPLATE_SAMPLE_ROWS: readonly (readonly string[])[] = [
  [
    'Aarav Sharma',
    'aarav.sharma@example.in',
    '9876543210',
    'Rajesh Sharma',
    'Sunita Sharma',
    '2006-05-14',
    '18',
    'Male',
    'B.Tech',
    'JEE Main',
    'Science',
    'CBSE',
    '2024',
    'Delhi Public School',
    '12 MG Road',
    'Pune',
    'Pune',
    'Maharashtra',
    '411001',
    'Interested in hostels',
    'CSV Import',
  ],
  [
    'Diya Patel',
    'diya.patel@example.in',
    '9123456780',
    'Mahesh Patel',
    'Rina Patel',
    '2007-01-22',
    '17',
    'Female',
    'MBBS',
    'NEET',
    'Science',
    'GSEB',
    '2025',
    "St. Xavier's School",
    '45 CG Road',
    'Ahmedabad',
    'Ahmedabad',
    'Gujarat',
    '380009',
    '',
    'CSV Import',
  ],
];

/**
 * The consent template (ADR 0013): the 21 columns, then who consented, when, under which notice, until when, and
 * (ADR 0017) whether the student must not be contacted (blank/no, yes or dnd for the DND/NCPR registry, objection).
 */
/** ADR 0026: when and how each contact was last verified (optional; blank or absent: not verified). */
export const FRESHNESS_HEADERS: readonly string[] = FRESHNESS_IMPORT_COLUMNS.map(([header]) => header);
export const CONSENT_TEMPLATE_HEADERS: readonly string[] = [...TEMPLATE_HEADERS, ...CONSENT_COLUMNS, DO_NOT_CONTACT_COLUMNS[0], ...FRESHNESS_HEADERS];
export const CONSENT_TEMPLATE_SAMPLE_ROWS: readonly (readonly string[])[] = [
  [...TEMPLATE_SAMPLE_ROWS[0]!, 'student', '2026-06-10', '2026-12', '2028-06-30', 'no', '2026-06-10', 'email_link', '2026-06-10', 'otp', '', ''],
  [...TEMPLATE_SAMPLE_ROWS[1]!, 'guardian', '2026-07-01', '2026-12', '', 'no', '', '', '2026-07-01', 'call', '2026-07-01', 'whatsapp'],
];
const OPTIONAL_COLUMNS: readonly string[] = [...CONSENT_COLUMNS, ...DO_NOT_CONTACT_COLUMNS, ...FRESHNESS_HEADERS];

/** The import limits, in one place (docs/limits.md). Spec 001 §9: at most 10,000 records per upload. */
export const MAX_IMPORT_RECORDS = 10_000;
/** 10,000 full rows take about 3 MB; 10 MB leaves room for long addresses without accepting junk. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The whole multipart request: the file plus its part headers and boundaries. */
export const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_BYTES + 64 * 1024;
/** The template has 21 columns; a row or header much wider than that is junk, refused before it is read further. */
export const MAX_IMPORT_COLUMNS = 50;

/** Which headers are wrong: the template's missing ones, unknown extra ones and repeats. Empty when the header row matches. */
export function headerProblems(headers: readonly string[]): { missing: string[]; unknown: string[]; duplicated: string[] } {
  const seen = new Set<string>();
  const duplicated: string[] = [];
  for (const header of headers) {
    if (seen.has(header)) duplicated.push(header);
    seen.add(header);
  }
  return {
    missing: TEMPLATE_HEADERS.filter((header) => !seen.has(header)),
    // the consent template's columns (ADR 0013, do_not_contact too) may stand beside the 21; a file without them imports as before
    unknown: [...seen].filter((header) => !TEMPLATE_HEADERS.includes(header) && !OPTIONAL_COLUMNS.includes(header)),
    duplicated,
  };
}

/** Names quoted back in messages are cut short: a header row can hold anything. */
const quoted = (names: string[]) => {
  const shown = names.slice(0, 10).map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return names.length > shown.length ? `${shown.join(', ')} and ${names.length - shown.length} more` : shown.join(', ');
};

export function describeHeaderProblems(problems: ReturnType<typeof headerProblems>): string | null {
  const parts = [
    problems.missing.length ? `missing columns: ${quoted(problems.missing)}` : '',
    problems.unknown.length ? `unknown columns: ${quoted(problems.unknown)}` : '',
    problems.duplicated.length ? `repeated columns: ${quoted(problems.duplicated)}` : '',
  ].filter(Boolean);
  return parts.length ? `CSV headers do not match the template (${parts.join('; ')}). Download the template and keep its header row.` : null;
}

const NOT_UTF8 = '\uFFFD';

/** Why a header row refuses the whole file, or null when it matches the template. */
export function headerRefusal(headers: readonly string[]): DomainError | null {
  if (headers.some((header) => header.includes(NOT_UTF8) || header.includes('\u0000'))) return ImportErrors.notUtf8();
  if (headers.length > MAX_IMPORT_COLUMNS) return ImportErrors.tooManyColumns(headers.length, TEMPLATE_HEADERS.length, MAX_IMPORT_COLUMNS);
  const problem = describeHeaderProblems(headerProblems(headers));
  return problem ? ImportErrors.badHeader(problem) : null;
}

/** Why a student row cannot be read as one (before its fields are validated), or null. */
export function cellProblem(cells: readonly string[], columns: number): string | null {
  if (cells.slice(columns).some((cell) => cell !== '')) {
    return `The row has ${cells.length.toLocaleString('en-IN')} cells but the header has ${columns} columns. Put quotes around cells that contain commas.`;
  }
  if (cells.some((cell) => cell.includes(NOT_UTF8))) return `The row holds characters that are not UTF-8. ${SAVE_AS_UTF8}`;
  if (cells.some(hasControlCharacters)) return 'The row holds control characters (such as NUL); remove them and upload it again.';
  return null;
}
