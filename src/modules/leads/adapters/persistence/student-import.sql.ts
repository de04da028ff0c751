/** The bulk INSERT of an import: one statement per chunk, every column sent as an array. */
export const IMPORT_COLUMNS = [
  ['student_name', 'text', 'studentName'],
  ['mobile_number', 'text', 'mobileNumber'],
  ['email_id', 'text', 'emailId'],
  ['father_name', 'text', 'fatherName'],
  ['mother_name', 'text', 'motherName'],
  ['date_of_birth', 'date', 'dateOfBirth'],
  ['age', 'integer', 'age'],
  ['gender', 'text', 'gender'],
  ['course', 'text', 'course'],
  ['entrance_exam', 'text', 'entranceExam'],
  ['stream', 'text', 'stream'],
  ['board', 'text', 'board'],
  ['passing_year', 'integer', 'passingYear'],
  ['college_name', 'text', 'collegeName'],
  ['address', 'text', 'address'],
  ['city', 'text', 'city'],
  ['district', 'text', 'district'],
  ['state', 'text', 'state'],
  ['pincode', 'text', 'pincode'],
  ['other_info', 'text', 'otherInfo'],
  ['data_source', 'text', 'dataSource'],
] as const;

export const IMPORT_SQL =
  `with inserted as (insert into students (${IMPORT_COLUMNS.map(([c]) => c).join(', ')}, import_batch_id) ` +
  `select *, ?::uuid from unnest(${IMPORT_COLUMNS.map(([, t]) => `?::${t}[]`).join(', ')}) ` +
  // a number that arrived since the duplicate check is skipped here, so it is never inserted twice
  `on conflict (mobile_number) do nothing returning 1) select count(*)::int as n from inserted`;

/** Rows per INSERT statement. */
export const IMPORT_CHUNK = 2000;
