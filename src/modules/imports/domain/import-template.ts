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
export const REQUIRED_HEADERS = ['student_name', 'email_id', 'mobile_number', 'stream', 'city', 'state'] as const;

export const TEMPLATE_SAMPLE_ROWS: readonly (readonly string[])[] = [
  ['Aarav Sharma', 'aarav.sharma@example.in', '9876543210', 'Rajesh Sharma', 'Sunita Sharma', '2006-05-14', '18', 'Male', 'B.Tech',
    'JEE Main', 'Science', 'CBSE', '2024', 'Delhi Public School', '12 MG Road', 'Pune', 'Pune', 'Maharashtra', '411001', 'Interested in hostels', 'CSV Import'],
  ['Diya Patel', 'diya.patel@example.in', '9123456780', 'Mahesh Patel', 'Rina Patel', '2007-01-22', '17', 'Female', 'MBBS',
    'NEET', 'Science', 'GSEB', '2025', 'St. Xavier\'s School', '45 CG Road', 'Ahmedabad', 'Ahmedabad', 'Gujarat', '380009', '', 'CSV Import'],
];

export const MAX_IMPORT_RECORDS = 10_000;
/** 10,000 full rows take about 3 MB; 10 MB leaves room for long addresses without accepting junk. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

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
    unknown: [...seen].filter((header) => !TEMPLATE_HEADERS.includes(header)),
    duplicated,
  };
}

export function describeHeaderProblems(problems: ReturnType<typeof headerProblems>): string | null {
  const parts = [
    problems.missing.length ? `missing columns: ${problems.missing.join(', ')}` : '',
    problems.unknown.length ? `unknown columns: ${problems.unknown.join(', ')}` : '',
    problems.duplicated.length ? `repeated columns: ${problems.duplicated.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `CSV headers do not match the template (${parts.join('; ')}). Download the template and keep its header row.` : null;
}
