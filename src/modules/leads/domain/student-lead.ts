/** A student record as the catalogue stores it: every field, unmasked. Only the server holds it. */
export type StudentRecord = {
  id: string;
  studentName: string;
  gender: string | null;
  age: number | null;
  fatherName: string | null;
  motherName: string | null;
  dateOfBirth: string | null;
  emailId: string | null;
  mobileNumber: string;
  emailVerified: boolean;
  mobileVerified: boolean;
  whatsappVerified: boolean;
  course: string | null;
  board: string | null;
  passingYear: number | null;
  stream: string | null;
  entranceExam: string | null;
  address: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  pincode: string | null;
  collegeName: string | null;
  otherInfo: string | null;
  dataSource: string;
  createdAt: string;
};

/** The portal's student lead (spec 001 §3): the record as one member may see it. */
export type StudentLead = Omit<StudentRecord, 'mobileNumber'> & {
  mobileNumber: string | null;
  /** true when the contact fields are shown in full: premium, or unlocked by this member */
  isUnlocked: boolean;
};

/** The columns column_settings may hide or mask; id, flags and createdAt are always sent. */
export const CONFIGURABLE_COLUMNS = [
  'studentName', 'gender', 'age', 'fatherName', 'motherName', 'dateOfBirth', 'emailId', 'mobileNumber', 'course', 'board',
  'passingYear', 'stream', 'entranceExam', 'address', 'city', 'district', 'state', 'pincode', 'collegeName', 'otherInfo', 'dataSource',
] as const satisfies readonly (keyof StudentRecord)[];

export type ConfigurableColumn = (typeof CONFIGURABLE_COLUMNS)[number];

/** The contact fields: masked for a free member's locked students whatever column_settings says. */
export const CONTACT_COLUMNS: readonly ConfigurableColumn[] = ['emailId', 'mobileNumber', 'address'];
