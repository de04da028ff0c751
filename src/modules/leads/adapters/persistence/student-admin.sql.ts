/** SQL pieces shared by the student-admin repository: column lists, the admin's row type and its mapper. */
import { raw } from '@platform/db/sql';
import type { AdminStudent } from '@modules/leads/contracts';
import { freshnessOf } from './student.rows';
import { SORT_COLUMN_OF } from './student-sql';

/** Every admin-visible column, with the date as text so no time zone can shift it. */
export const ADMIN_STUDENT_COLUMNS = raw(`id, student_name, mobile_number, mobile_verified, whatsapp_verified, institutions_contacted,
  email_id, email_verified, father_name, mother_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, age, gender,
  course, entrance_exam, stream, board, passing_year, college_name, address, city, district, state, pincode, other_info,
  data_source, import_batch_id, created_at, updated_at, email_verified_at, email_verified_by, email_source, email_source_ref,
  mobile_verified_at, mobile_verified_by, mobile_source, mobile_source_ref, whatsapp_verified_at, whatsapp_verified_by, whatsapp_source,
  whatsapp_source_ref`);

/** A `students` row as ADMIN_STUDENT_COLUMNS reads it (the migration's types: integers as numbers, flags never null). */
export type AdminStudentRow = {
  id: string;
  student_name: string;
  mobile_number: string;
  mobile_verified: boolean;
  whatsapp_verified: boolean;
  institutions_contacted: number;
  email_id: string | null;
  email_verified: boolean;
  father_name: string | null;
  mother_name: string | null;
  date_of_birth: string | null;
  age: number | null;
  gender: string | null;
  course: string | null;
  entrance_exam: string | null;
  stream: string | null;
  board: string | null;
  passing_year: number | null;
  college_name: string | null;
  address: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  pincode: string | null;
  other_info: string | null;
  data_source: string;
  import_batch_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
} & Parameters<typeof freshnessOf>[0];

const iso = (value: Date | string) => new Date(value).toISOString();

/** Whitelists the fields an admin sees; a new column never leaks by accident. */
export const toAdminStudent = (row: AdminStudentRow): AdminStudent => ({
  id: row.id,
  studentName: row.student_name,
  mobileNumber: row.mobile_number,
  mobileVerified: row.mobile_verified,
  whatsappVerified: row.whatsapp_verified,
  institutionsContacted: row.institutions_contacted ?? 0,
  emailId: row.email_id,
  emailVerified: row.email_verified,
  fatherName: row.father_name,
  motherName: row.mother_name,
  dateOfBirth: row.date_of_birth,
  age: row.age,
  gender: row.gender,
  course: row.course,
  entranceExam: row.entrance_exam,
  stream: row.stream,
  board: row.board,
  passingYear: row.passing_year,
  collegeName: row.college_name,
  address: row.address,
  city: row.city,
  district: row.district,
  state: row.state,
  pincode: row.pincode,
  otherInfo: row.other_info,
  dataSource: row.data_source,
  importBatchId: row.import_batch_id,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  contactFreshness: freshnessOf(row),
});

/** camelCase field → column, for the fields an admin may write. */
export const WRITABLE_COLUMNS = {
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
  // ADR 0026: when and how the admin says each contact was verified (the trigger sets the flag, and the source to admin)
  emailVerifiedAt: { column: 'email_verified_at', cast: 'timestamptz' },
  emailVerifiedBy: { column: 'email_verified_by', cast: 'text' },
  mobileVerifiedAt: { column: 'mobile_verified_at', cast: 'timestamptz' },
  mobileVerifiedBy: { column: 'mobile_verified_by', cast: 'text' },
  whatsappVerifiedAt: { column: 'whatsapp_verified_at', cast: 'timestamptz' },
  whatsappVerifiedBy: { column: 'whatsapp_verified_by', cast: 'text' },
} as const;

export type WritableField = keyof typeof WRITABLE_COLUMNS;
export const isWritable = (field: string): field is WritableField => Object.hasOwn(WRITABLE_COLUMNS, field);

/** Sort keys the admin table offers → column; anything else falls back to newest first. */
export const SORT_COLUMNS = {
  // the portal's ten sort fields, then the columns only the admin table sorts on
  ...SORT_COLUMN_OF,
  emailId: 'email_id',
  mobileNumber: 'mobile_number',
  institutionsContacted: 'institutions_contacted',
  dataSource: 'data_source',
} as const;
