import * as v from 'valibot';
import { FRESHNESS_FORM_ENTRIES, FRESHNESS_IMPORT_ENTRIES } from './contact-freshness-import.schema';

/**
 * The admin student rules of spec 001 §5, written once: the admin form in the browser,
 * the add/edit/bulk calls and each row of a CSV import all validate with these pieces.
 */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const DEFAULT_DATA_SOURCE = 'Admin Entry';

/** Spaces, dashes, dots, brackets, a leading +91/91 or 0 removed: the 10-digit form the catalogue stores. */
export function normaliseMobile(raw: string): string {
  let digits = raw.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const text = (max = 200) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`));
const required = (message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`));

export const studentNameRule = required('Student name is required', 120);
export const mobileRule = v.pipe(
  v.string('Valid mobile number required'),
  v.trim(),
  v.minLength(10, 'Valid mobile number required'),
  v.transform(normaliseMobile),
  v.regex(/^\d{10}$/, 'Valid mobile number required'),
);
export const emailRule = v.pipe(
  v.string('Valid email required'),
  v.trim(),
  v.toLowerCase(),
  v.email('Valid email required'),
  v.maxLength(254, 'Valid email required'),
);
export const dateOfBirthRule = v.pipe(
  v.string('Date of birth is required'),
  v.trim(),
  v.minLength(1, 'Date of birth is required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be in YYYY-MM-DD format'),
  v.check(isRealDate, 'Date of birth must be in YYYY-MM-DD format'),
);
export const ageRule = v.pipe(
  v.number('Age must be a number between 1 and 100'),
  v.integer('Age must be a whole number'),
  v.minValue(1, 'Age must be between 1 and 100'),
  v.maxValue(100, 'Age must be between 1 and 100'),
);
export const genderRule = v.picklist(GENDERS, 'Gender is required');
export const passingYearRule = v.pipe(
  v.number('Passing year must be a year'),
  v.integer('Passing year must be a year'),
  v.minValue(1950, 'Passing year must be a year'),
  v.maxValue(2100, 'Passing year must be a year'),
);
export const pincodeRule = v.pipe(required('Pincode is required', 10), v.regex(/^\d{6}$/, 'Pincode must be 6 digits'));

const optionalText = (max = 200) => v.optional(v.nullable(text(max)));

export const StudentFormSchema = v.object({
  studentName: studentNameRule,
  mobileNumber: mobileRule,
  emailId: emailRule,
  fatherName: required('Father name is required', 120),
  motherName: required('Mother name is required', 120),
  dateOfBirth: dateOfBirthRule,
  age: ageRule,
  gender: genderRule,
  course: required('Course is required'),
  entranceExam: required('Entrance exam is required'),
  stream: required('Stream is required'),
  board: optionalText(),
  passingYear: v.optional(v.nullable(passingYearRule)),
  collegeName: required('College name is required'),
  address: required('Address is required', 500),
  city: required('City is required', 100),
  district: required('District is required', 100),
  state: required('State is required', 100),
  pincode: pincodeRule,
  otherInfo: optionalText(1000),
  dataSource: v.optional(required('Data source is required', 100), DEFAULT_DATA_SOURCE),
  mobileVerified: v.optional(v.boolean()),
  whatsappVerified: v.optional(v.boolean()),
  emailVerified: v.optional(v.boolean()),
  ...FRESHNESS_FORM_ENTRIES,
});

export type StudentForm = v.InferOutput<typeof StudentFormSchema>;

const dropEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);
/** Empty or null means "leave it as it is"; a value given is held to the rule. */
const bulkOptional = <T extends v.GenericSchema>(rule: T) => v.optional(v.pipe(v.unknown(), v.transform(dropEmpty), v.optional(rule)));
const withoutUnset = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/**
 * Edit: any subset of the form, each field given held to the full rule (a required field cannot be blanked). The
 * e-mail, district and PIN code are the exception: a record may lawfully lack them (about one in ten imported students
 * has no e-mail), so an empty one leaves the stored value as it is (none stays none), and one given must be valid.
 * The edit dialog sends the fields it shows; the hidden ones keep their stored values.
 */
export const StudentPatchSchema = v.pipe(
  v.object({
    ...v.partial(v.omit(StudentFormSchema, ['dataSource'])).entries,
    emailId: bulkOptional(emailRule),
    district: bulkOptional(required('District is required', 100)),
    pincode: bulkOptional(pincodeRule),
  }),
  v.transform(withoutUnset),
  v.check((patch) => Object.keys(patch).length > 0, 'Please fill in at least one field to update'),
);
/** `contactSource` (ADR 0026, never from a request): 'student' for the student's own write through /my-data. */
export type StudentPatch = v.InferOutput<typeof StudentPatchSchema> & { contactSource?: 'student' };

/** Bulk edit (§5): every field optional, empty or null values dropped; mobile numbers are unique, so not bulk-editable. */
export const StudentBulkUpdatesSchema = v.pipe(
  v.object({
    studentName: bulkOptional(studentNameRule),
    emailId: bulkOptional(emailRule),
    fatherName: bulkOptional(text(120)),
    motherName: bulkOptional(text(120)),
    dateOfBirth: bulkOptional(dateOfBirthRule),
    age: bulkOptional(ageRule),
    gender: bulkOptional(genderRule),
    course: bulkOptional(text()),
    entranceExam: bulkOptional(text()),
    stream: bulkOptional(text()),
    board: bulkOptional(text()),
    passingYear: bulkOptional(passingYearRule),
    collegeName: bulkOptional(text()),
    address: bulkOptional(text(500)),
    city: bulkOptional(text(100)),
    district: bulkOptional(text(100)),
    state: bulkOptional(text(100)),
    pincode: bulkOptional(pincodeRule),
    otherInfo: bulkOptional(text(1000)),
    dataSource: bulkOptional(text(100)),
    mobileVerified: bulkOptional(v.boolean()),
    whatsappVerified: bulkOptional(v.boolean()),
    emailVerified: bulkOptional(v.boolean()),
  }),
  v.transform((updates) => Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== undefined && value !== ''))),
  v.check((updates) => Object.keys(updates).length > 0, 'Please fill in at least one field to update'),
);
export type StudentBulkUpdates = Partial<Omit<StudentForm, 'mobileNumber'>>;

/** A CSV row (§5 import): six required fields, the rest optional but held to the same rules when present. */
const csvOptional = <T extends v.GenericSchema<string, unknown>>(rule: T) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(rule),
  );
const csvInt = (rule: v.GenericSchema<number, number>, message: string) =>
  csvOptional(v.pipe(v.string(), v.regex(/^\d+$/, message), v.transform(Number), rule));

export const StudentImportRowSchema = v.object({
  studentName: studentNameRule,
  emailId: emailRule,
  mobileNumber: mobileRule,
  stream: required('Stream is required'),
  city: required('City is required', 100),
  state: required('State is required', 100),
  fatherName: csvOptional(text(120)),
  motherName: csvOptional(text(120)),
  dateOfBirth: csvOptional(dateOfBirthRule),
  age: csvInt(ageRule, 'Age must be between 1 and 100'),
  gender: csvOptional(
    v.pipe(
      v.string(),
      v.transform((g) => g.charAt(0).toUpperCase() + g.slice(1).toLowerCase()),
      genderRule,
    ),
  ),
  course: csvOptional(text()),
  entranceExam: csvOptional(text()),
  board: csvOptional(text()),
  passingYear: csvInt(passingYearRule, 'Passing year must be a year'),
  collegeName: csvOptional(text()),
  address: csvOptional(text(500)),
  district: csvOptional(text(100)),
  pincode: csvOptional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'Pincode must be 6 digits'))),
  otherInfo: csvOptional(text(1000)),
  dataSource: csvOptional(text(100)),
  // ADR 0026: optional columns of the extended template
  ...FRESHNESS_IMPORT_ENTRIES,
});
export type StudentImportRow = v.InferOutput<typeof StudentImportRowSchema>;
