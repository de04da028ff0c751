import { neutraliseCell } from '@platform/kernel/csv-cell';
import { STUDENT_FIELDS, type StudentFieldName, type StudentFields } from '@modules/leads/contracts';

/** One exported row: the student's fields as the member may see them, plus the saved-list fields. */
export type ExportRow = Omit<StudentFields, 'mobileNumber' | 'dataSource'> & {
  mobileNumber: string | null;
  dataSource: string | null;
  notes: string | null;
  savedAt: Date;
  collectionName: string;
  /** ADR 0013: where the record came from and who consented (StudentLead.provenance) */
  provenance?: {
    source: string;
    consentStatus: 'recorded' | 'not_recorded' | 'withdrawn';
    consentDate: string | null;
    consentedBy: 'student' | 'guardian' | null;
    doNotContact?: boolean;
  };
  /** ADR 0017: "Withdrawn — delete your copy", "Do not contact", or null */
  privacyLabel?: string | null;
  /** ADR 0022: the mobile number is on the DND register since that day (StudentLead.mobileDnd) */
  mobileDnd?: { listedSince: string } | null;
};

type Column = [header: string, cell: (row: ExportRow) => string | number | boolean | null];

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** Spec 001 §7: the student's fields in the order of the export (e-mail and mobile each followed by its verified flag). */
const EXPORTED_FIELDS: readonly StudentFieldName[] = [
  'studentName',
  'gender',
  'age',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'emailId',
  'emailVerified',
  'mobileNumber',
  'mobileVerified',
  'whatsappVerified',
  'stream',
  'course',
  'board',
  'passingYear',
  'entranceExam',
  'address',
  'city',
  'district',
  'state',
  'pincode',
  'collegeName',
  'otherInfo',
  'dataSource',
];

const fieldColumn = (name: StudentFieldName): Column => {
  const field = STUDENT_FIELDS[name];
  return [field.label, (row) => (field.kind === 'flag' ? yesNo(row[name] as boolean) : row[name])];
};

/** ADR 0022: the DND register's column, and the rule its numbers are under (TRAI's regulations) */
const DND_COLUMN = 'On DND register since';
const DND_RULE = 'Promotional calls and SMS not allowed; transactional allowed (TRAI TCCCPR 2018, amended 2025)';

const CONSENT_WORDS = { recorded: 'Recorded', not_recorded: 'Not recorded', withdrawn: 'Withdrawn' } as const;
const CONSENTED_BY_WORDS = { student: 'Student', guardian: 'Parent/guardian' } as const;

/** ADR 0013: the record's provenance, as the portal's detail dialog shows it. */
const PROVENANCE_COLUMNS: Column[] = [
  ['Provenance Source', (r) => r.provenance?.source ?? r.dataSource],
  ['Consent', (r) => CONSENT_WORDS[r.provenance?.consentStatus ?? 'not_recorded']],
  ['Consent Date', (r) => r.provenance?.consentDate ?? null],
  ['Consent Given By', (r) => (r.provenance?.consentedBy ? CONSENTED_BY_WORDS[r.provenance.consentedBy] : null)],
  // ADR 0017: "Do not contact", or "Withdrawn — delete your copy" once the student withdrew
  ['Do Not Contact', (r) => r.privacyLabel ?? (r.provenance?.doNotContact ? 'Do not contact' : null)],
  // ADR 0022: the DND register's day, and what it allows in words on the rows it concerns
  [DND_COLUMN, (r) => r.mobileDnd?.listedSince ?? null],
  ['DND Rule', (r) => (r.mobileDnd ? DND_RULE : null)],
];

/**
 * Spec 001 §7: the 26 columns of a collection export (headers from the student's field list), plus the 5 provenance
 * columns of ADR 0013 and ADR 0017 and the 2 DND register columns of ADR 0022 before the saved-list ones (33); a
 * comprehensive export adds the collection (34).
 */
const COLUMNS: Column[] = [
  ...EXPORTED_FIELDS.map(fieldColumn),
  ...PROVENANCE_COLUMNS,
  ['Notes', (r) => r.notes],
  ['Saved Date', (r) => r.savedAt.toISOString().slice(0, 10)],
];
const COLLECTION_COLUMN: Column = ['Collection', (r) => r.collectionName];

export const exportHeaders = (comprehensive: boolean) => (comprehensive ? [...COLUMNS, COLLECTION_COLUMN] : COLUMNS).map(([header]) => header);

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return hiding one) as a formula:
 * such cells get a leading apostrophe so they stay text (OWASP "CSV injection").
 */
export const neutralise = (value: string) => neutraliseCell(value);

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const cell = (value: string | number | boolean | null) => (value === null || value === undefined ? '' : quote(neutralise(String(value))));

/** RFC 4180 with CRLF line ends, prefixed with a UTF-8 BOM so that Excel reads Indian names correctly. */
export function buildExportCsv(rows: readonly ExportRow[], comprehensive: boolean): string {
  const columns = comprehensive ? [...COLUMNS, COLLECTION_COLUMN] : COLUMNS;
  const lines = [columns.map(([header]) => quote(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, read]) => cell(read(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase() || 'collection';

/** Spec 001 §7: saved-students-{collection}-{date}.csv, or saved-students-comprehensive-{date}.csv for a selection. */
export const exportFileName = (collectionName: string | null, day: string) =>
  collectionName === null ? `saved-students-comprehensive-${day}.csv` : `saved-students-${slug(collectionName)}-${day}.csv`;

/** The line appended to each exported student's notes (spec 001 §4), in India's time zone. */
export const exportedOnLine = (at: Date) =>
  `Exported on ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(at)}`;

export const appendNote = (notes: string | null, line: string) => (notes?.trim() ? `${notes}\n${line}` : line);

/** The calendar day in India, YYYY-MM-DD. */
export const indiaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
