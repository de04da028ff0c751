/**
 * The student's fields, defined once, in the order of spec 001 §3 "Student lead" (id and createdAt aside). Every list
 * of them is derived from this table: the record and the lead a member sees (student-lead.ts), which columns may be
 * configured and which are contact details to mask, the admin's student (student-admin.contracts.ts), the SQL
 * columns, the export CSV's headers (collections) and the seed's columns.
 *
 * - `column`: the column of the students table
 * - `label`: the header of the field in a CSV export (spec 001 §7)
 * - `kind`: flag (boolean, never null), integer, date (YYYY-MM-DD text) or text
 * - `required`: never null in the catalogue
 * - `contact`: a contact detail, masked for a free member until unlocked, whatever column_settings says
 */
type FieldKind = 'text' | 'integer' | 'date' | 'flag';
type StudentField = { column: string; label: string; kind: FieldKind; required?: true; contact?: true };

export const STUDENT_FIELDS = {
  studentName: { column: 'student_name', label: 'Student Name', kind: 'text', required: true },
  gender: { column: 'gender', label: 'Gender', kind: 'text' },
  age: { column: 'age', label: 'Age', kind: 'integer' },
  fatherName: { column: 'father_name', label: 'Father Name', kind: 'text' },
  motherName: { column: 'mother_name', label: 'Mother Name', kind: 'text' },
  dateOfBirth: { column: 'date_of_birth', label: 'Date of Birth', kind: 'date' },
  emailId: { column: 'email_id', label: 'Email', kind: 'text', contact: true },
  mobileNumber: { column: 'mobile_number', label: 'Mobile Number', kind: 'text', required: true, contact: true },
  emailVerified: { column: 'email_verified', label: 'Email Verified', kind: 'flag' },
  mobileVerified: { column: 'mobile_verified', label: 'Mobile Verified', kind: 'flag' },
  whatsappVerified: { column: 'whatsapp_verified', label: 'WhatsApp Verified', kind: 'flag' },
  course: { column: 'course', label: 'Course', kind: 'text' },
  board: { column: 'board', label: 'Board', kind: 'text' },
  passingYear: { column: 'passing_year', label: 'Passing Year', kind: 'integer' },
  stream: { column: 'stream', label: 'Stream', kind: 'text' },
  entranceExam: { column: 'entrance_exam', label: 'Entrance Exam', kind: 'text' },
  address: { column: 'address', label: 'Address', kind: 'text', contact: true },
  city: { column: 'city', label: 'City', kind: 'text' },
  district: { column: 'district', label: 'District', kind: 'text' },
  state: { column: 'state', label: 'State', kind: 'text' },
  pincode: { column: 'pincode', label: 'Pincode', kind: 'text' },
  collegeName: { column: 'college_name', label: 'College Name', kind: 'text' },
  otherInfo: { column: 'other_info', label: 'Other Info', kind: 'text' },
  dataSource: { column: 'data_source', label: 'Data Source', kind: 'text', required: true },
} as const satisfies Record<string, StudentField>;

type Fields = typeof STUDENT_FIELDS;
export type StudentFieldName = keyof Fields;

/** A field's value as the catalogue stores it. */
type StoredValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'integer' }
    ? number | null
    : F extends { required: true }
      ? string
      : string | null;

/** The student's fields with their stored types, e.g. `{ studentName: string; age: number | null; emailVerified: boolean; … }`. */
export type StudentFields = { [K in StudentFieldName]: StoredValue<Fields[K]> };

/** Every field name, in the spec's order. */
export const STUDENT_FIELD_NAMES = Object.keys(STUDENT_FIELDS) as StudentFieldName[];

/** The flags (verified e-mail, mobile, WhatsApp): always sent, never hidden or masked. */
export type FlagField = { [K in StudentFieldName]: Fields[K] extends { kind: 'flag' } ? K : never }[StudentFieldName];

/** The fields column_settings may hide or mask: all but the flags. */
export type ConfigurableField = Exclude<StudentFieldName, FlagField>;
export const CONFIGURABLE_FIELDS = STUDENT_FIELD_NAMES.filter((name): name is ConfigurableField => STUDENT_FIELDS[name].kind !== 'flag');

/** The contact fields: masked for a free member's locked students whatever column_settings says. */
export const CONTACT_FIELDS = STUDENT_FIELD_NAMES.filter((name): name is ConfigurableField => 'contact' in STUDENT_FIELDS[name]);

/** Fields a member always receives as text, never null ('' when column_settings hides them): required, and no contact detail. */
export const ALWAYS_TEXT_FIELDS = STUDENT_FIELD_NAMES.filter((name) => {
  const field: StudentField = STUDENT_FIELDS[name];
  return field.required === true && field.contact !== true;
});
