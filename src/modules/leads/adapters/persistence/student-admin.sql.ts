/** SQL pieces shared by the student-admin repository: column lists, row mapping and array literals. */
import type { AdminStudent } from '@modules/leads/contracts';
import { SORT_COLUMN_OF } from './student-sql';

/** Every admin-visible column, with the date as text so no time zone can shift it. */
export const ADMIN_STUDENT_COLUMNS = `id, student_name, mobile_number, mobile_verified, whatsapp_verified, institutions_contacted,
  email_id, email_verified, father_name, mother_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, age, gender,
  course, entrance_exam, stream, board, passing_year, college_name, address, city, district, state, pincode, other_info,
  data_source, import_batch_id, created_at, updated_at`;

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** Whitelists the fields an admin sees; a new column never leaks by accident. */
export function toAdminStudent(row: Row): AdminStudent {
  return {
    id: String(row.id),
    studentName: String(row.student_name),
    mobileNumber: String(row.mobile_number),
    mobileVerified: Boolean(row.mobile_verified),
    whatsappVerified: Boolean(row.whatsapp_verified),
    institutionsContacted: Number(row.institutions_contacted ?? 0),
    emailId: (row.email_id as string | null) ?? null,
    emailVerified: Boolean(row.email_verified),
    fatherName: (row.father_name as string | null) ?? null,
    motherName: (row.mother_name as string | null) ?? null,
    dateOfBirth: (row.date_of_birth as string | null) ?? null,
    age: row.age === null || row.age === undefined ? null : Number(row.age),
    gender: (row.gender as string | null) ?? null,
    course: (row.course as string | null) ?? null,
    entranceExam: (row.entrance_exam as string | null) ?? null,
    stream: (row.stream as string | null) ?? null,
    board: (row.board as string | null) ?? null,
    passingYear: row.passing_year === null || row.passing_year === undefined ? null : Number(row.passing_year),
    collegeName: (row.college_name as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    district: (row.district as string | null) ?? null,
    state: (row.state as string | null) ?? null,
    pincode: (row.pincode as string | null) ?? null,
    otherInfo: (row.other_info as string | null) ?? null,
    dataSource: String(row.data_source),
    importBatchId: (row.import_batch_id as string | null) ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** camelCase field → column, for the fields an admin may write. */
export const WRITABLE_COLUMNS: Record<string, { column: string; cast: string }> = {
  studentName: { column: 'student_name', cast: 'text' },
  mobileNumber: { column: 'mobile_number', cast: 'text' },
  emailId: { column: 'email_id', cast: 'text' },
  fatherName: { column: 'father_name', cast: 'text' },
  motherName: { column: 'mother_name', cast: 'text' },
  dateOfBirth: { column: 'date_of_birth', cast: 'date' },
  age: { column: 'age', cast: 'integer' },
  gender: { column: 'gender', cast: 'text' },
  course: { column: 'course', cast: 'text' },
  entranceExam: { column: 'entrance_exam', cast: 'text' },
  stream: { column: 'stream', cast: 'text' },
  board: { column: 'board', cast: 'text' },
  passingYear: { column: 'passing_year', cast: 'integer' },
  collegeName: { column: 'college_name', cast: 'text' },
  address: { column: 'address', cast: 'text' },
  city: { column: 'city', cast: 'text' },
  district: { column: 'district', cast: 'text' },
  state: { column: 'state', cast: 'text' },
  pincode: { column: 'pincode', cast: 'text' },
  otherInfo: { column: 'other_info', cast: 'text' },
  dataSource: { column: 'data_source', cast: 'text' },
  mobileVerified: { column: 'mobile_verified', cast: 'boolean' },
  whatsappVerified: { column: 'whatsapp_verified', cast: 'boolean' },
  emailVerified: { column: 'email_verified', cast: 'boolean' },
};

/** Sort keys the admin table offers → column; anything else falls back to newest first. */
export const SORT_COLUMNS: Record<string, string> = {
  // the portal's ten sort fields, then the columns only the admin table sorts on
  ...SORT_COLUMN_OF,
  emailId: 'email_id',
  mobileNumber: 'mobile_number',
  institutionsContacted: 'institutions_contacted',
  dataSource: 'data_source',
};
