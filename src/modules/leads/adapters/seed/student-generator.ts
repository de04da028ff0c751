import type { StudentFieldName, StudentFields } from '@modules/leads/domain/student-fields';
import { INDIA_GEOGRAPHY, type StateOrUt } from './india-geography';
import { NAME_GROUPS, NAME_POOLS, type NameGroup } from './indian-names';

export type Gender = 'Male' | 'Female' | 'Other';
export type DataSource = 'CSV Import' | 'Website Inquiry' | 'Admin Entry' | 'Partner Feed';

/**
 * A generated student: every field of the one list (domain/student-fields.ts), filled in as a real import would be
 * (only e-mail, board and other info may be missing), plus the admin-only contact count and the creation time.
 */
export type GeneratedStudent = Omit<{ [K in StudentFieldName]: NonNullable<StudentFields[K]> }, 'emailId' | 'board' | 'otherInfo' | 'gender' | 'dataSource'> & {
  emailId: string | null;
  board: string | null;
  otherInfo: string | null;
  gender: Gender;
  dataSource: DataSource;
  institutionsContacted: number;
  createdAt: Date;
};

export interface GenerateStudentsOptions {
  count: number;
  startIndex?: number;
  seed?: number;
  /** Ages and createdAt are computed relative to this date so output never depends on the clock. */
  referenceDate?: Date;
}

export const DEFAULT_SEED = 20260601;
export const DEFAULT_REFERENCE_DATE = new Date('2026-06-01T00:00:00Z');

/** Mobile numbers are a bijection of the row index onto 6000000000..9999999999. */
export const MAX_ROW_INDEX = 4_000_000_000;

// ---------------------------------------------------------------------------
// Randomness: one tiny PRNG re-seeded per row, so any row index can be generated
// on its own and always comes out the same. Module-level state is safe because
// a row is produced synchronously between two yields.

let prngState = 0;

function random(): number {
  prngState = (prngState + 0x6d2b79f5) | 0;
  let t = Math.imul(prngState ^ (prngState >>> 15), 1 | prngState);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function seedRow(seed: number, index: number): void {
  const high = Math.floor(index / 4294967296);
  prngState = fmix32(fmix32(seed ^ 0x9e3779b9) ^ fmix32((index >>> 0) + Math.imul(high, 0x27d4eb2f)));
}

function pick<T>(items: readonly T[]): T {
  return items[(random() * items.length) | 0]!;
}

/** O(1) weighted choice through a 1024-slot lookup table (weights are quantised to ~0.1%). */
function weighted<T>(entries: readonly (readonly [T, number])[]): () => T {
  const slots = 1024;
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const table: T[] = [];
  let cumulative = 0;
  for (const [item, weight] of entries) {
    cumulative += weight;
    const end = Math.round((cumulative / total) * slots);
    while (table.length < end) table.push(item);
  }
  return () => table[(random() * slots) | 0]!;
}

// ---------------------------------------------------------------------------
// Mobile numbers: a 4-round Feistel permutation of 32-bit values, cycle-walked
// into [0, 4e9). Bijective, so unique per index without any bookkeeping, and the
// numbers of consecutive rows look unrelated.

function feistel32(x: number, keys: Uint32Array): number {
  let left = x >>> 16;
  let right = x & 0xffff;
  for (let round = 0; round < 4; round++) {
    const f = fmix32(right ^ keys[round]!) & 0xffff;
    const next = left ^ f;
    left = right;
    right = next;
  }
  return ((left << 16) | right) >>> 0;
}

function mobileKeys(seed: number): Uint32Array {
  const keys = new Uint32Array(4);
  for (let i = 0; i < 4; i++) keys[i] = fmix32(seed + Math.imul(i + 1, 0x9e3779b9));
  return keys;
}

function mobileNumberFor(index: number, keys: Uint32Array): string {
  let x = feistel32(index, keys);
  while (x >= MAX_ROW_INDEX) x = feistel32(x, keys);
  return String(6_000_000_000 + x);
}

// ---------------------------------------------------------------------------
// Courses. `level` decides what passingYear means: the Class 12 board exam for
// school and UG leads, graduation for PG leads. 'STATE_CET' resolves to the
// state's own engineering test.

type Level = 'school' | 'ug' | 'pg';

interface CourseSpec {
  course: string;
  stream: string;
  level: Level;
  weight: number;
  exams: readonly (readonly [string, number])[];
}

const GENERAL_UG_EXAMS = [
  ['CUET', 45],
  ['None', 55],
] as const;
const PG_GENERAL_EXAMS = [
  ['CUET', 40],
  ['None', 60],
] as const;
const MBA_EXAMS = [
  ['CAT', 45],
  ['XAT', 10],
  ['MAT', 20],
  ['CMAT', 10],
  ['None', 15],
] as const;

export const COURSES: readonly CourseSpec[] = [
  {
    course: 'B.Tech',
    stream: 'Engineering',
    level: 'ug',
    weight: 18,
    exams: [
      ['JEE Main', 40],
      ['STATE_CET', 25],
      ['JEE Advanced', 8],
      ['BITSAT', 5],
      ['None', 22],
    ],
  },
  {
    course: 'B.E.',
    stream: 'Engineering',
    level: 'ug',
    weight: 4,
    exams: [
      ['JEE Main', 35],
      ['STATE_CET', 35],
      ['None', 30],
    ],
  },
  {
    course: 'M.Tech',
    stream: 'Engineering',
    level: 'pg',
    weight: 2,
    exams: [
      ['GATE', 70],
      ['None', 30],
    ],
  },
  { course: 'MBBS', stream: 'Medical', level: 'ug', weight: 8, exams: [['NEET', 1]] },
  { course: 'BDS', stream: 'Medical', level: 'ug', weight: 2, exams: [['NEET', 1]] },
  { course: 'BAMS', stream: 'Medical', level: 'ug', weight: 1, exams: [['NEET', 1]] },
  {
    course: 'B.Sc Nursing',
    stream: 'Medical',
    level: 'ug',
    weight: 2,
    exams: [
      ['NEET', 50],
      ['None', 50],
    ],
  },
  { course: 'B.Com', stream: 'Commerce', level: 'ug', weight: 9, exams: GENERAL_UG_EXAMS },
  { course: 'M.Com', stream: 'Commerce', level: 'pg', weight: 1, exams: PG_GENERAL_EXAMS },
  { course: 'BA', stream: 'Arts', level: 'ug', weight: 6, exams: GENERAL_UG_EXAMS },
  { course: 'MA', stream: 'Arts', level: 'pg', weight: 1, exams: PG_GENERAL_EXAMS },
  { course: 'B.Sc', stream: 'Science', level: 'ug', weight: 6, exams: GENERAL_UG_EXAMS },
  { course: 'M.Sc', stream: 'Science', level: 'pg', weight: 1, exams: PG_GENERAL_EXAMS },
  {
    course: 'BBA',
    stream: 'Management',
    level: 'ug',
    weight: 6,
    exams: [
      ['CUET', 40],
      ['IPMAT', 10],
      ['None', 50],
    ],
  },
  { course: 'MBA', stream: 'Management', level: 'pg', weight: 7, exams: MBA_EXAMS },
  { course: 'PGDM', stream: 'Management', level: 'pg', weight: 1, exams: MBA_EXAMS },
  {
    course: 'BA LLB',
    stream: 'Law',
    level: 'ug',
    weight: 2,
    exams: [
      ['CLAT', 70],
      ['CUET', 10],
      ['None', 20],
    ],
  },
  {
    course: 'LLB',
    stream: 'Law',
    level: 'pg',
    weight: 1,
    exams: [
      ['CLAT', 20],
      ['None', 80],
    ],
  },
  {
    course: 'B.Pharm',
    stream: 'Pharmacy',
    level: 'ug',
    weight: 3,
    exams: [
      ['STATE_CET', 40],
      ['NEET', 10],
      ['None', 50],
    ],
  },
  { course: 'D.Pharm', stream: 'Pharmacy', level: 'ug', weight: 1, exams: [['None', 1]] },
  {
    course: 'BCA',
    stream: 'Computer Applications',
    level: 'ug',
    weight: 5,
    exams: [
      ['CUET', 30],
      ['None', 70],
    ],
  },
  {
    course: 'MCA',
    stream: 'Computer Applications',
    level: 'pg',
    weight: 2,
    exams: [
      ['NIMCET', 50],
      ['None', 50],
    ],
  },
  {
    course: 'B.Arch',
    stream: 'Architecture',
    level: 'ug',
    weight: 1,
    exams: [
      ['NATA', 70],
      ['JEE Main', 30],
    ],
  },
  {
    course: 'Class 12',
    stream: 'Science',
    level: 'school',
    weight: 4,
    exams: [
      ['JEE Main', 45],
      ['NEET', 40],
      ['None', 15],
    ],
  },
  {
    course: 'Class 12',
    stream: 'Commerce',
    level: 'school',
    weight: 2,
    exams: [
      ['CUET', 40],
      ['None', 60],
    ],
  },
  {
    course: 'Class 12',
    stream: 'Arts',
    level: 'school',
    weight: 1,
    exams: [
      ['CUET', 30],
      ['CLAT', 10],
      ['None', 60],
    ],
  },
];

const STATE_CET = 'STATE_CET';

// Institution name patterns per stream; `@` is replaced by the city.
const COLLEGE_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  Engineering: [
    'Government Engineering College, @',
    '@ Institute of Technology',
    'Sri Venkateswara College of Engineering, @',
    "St. Joseph's College of Engineering, @",
    '@ Institute of Engineering & Technology',
  ],
  Medical: [
    'Government Medical College, @',
    '@ Institute of Medical Sciences',
    '@ Medical College & Hospital',
    'Government Dental College, @',
    'College of Nursing, @',
  ],
  Commerce: ["St. Joseph's College, @", 'Government Degree College, @', '@ College of Arts, Science & Commerce', 'DAV College, @', 'Christ College, @'],
  Arts: ["St. Xavier's College, @", 'Government Arts College, @', '@ College of Arts, Science & Commerce', "Women's College, @", 'DAV College, @'],
  Science: [
    'Government Science College, @',
    "St. Joseph's College, @",
    '@ College of Arts, Science & Commerce',
    'Christ College, @',
    'Government Degree College, @',
  ],
  Management: ['@ Institute of Management', 'Institute of Management Studies, @', '@ School of Business', 'Indian Institute of Business Management, @'],
  Law: ['Government Law College, @', '@ Law College', 'Faculty of Law, University of @', 'National Law Academy, @'],
  Pharmacy: ['Government College of Pharmacy, @', '@ College of Pharmacy', 'Institute of Pharmaceutical Sciences, @'],
  'Computer Applications': [
    '@ Institute of Computer Applications',
    'Government Degree College, @',
    "St. Joseph's College, @",
    '@ College of Management & Computer Applications',
  ],
  Architecture: ['School of Architecture, @', '@ College of Architecture', 'Government College of Architecture, @'],
};
const SCHOOL_PATTERNS = [
  'Kendriya Vidyalaya, @',
  'Delhi Public School, @',
  'Government Higher Secondary School, @',
  "St. Xavier's High School, @",
  'DAV Public School, @',
  'Jawahar Navodaya Vidyalaya, @',
];

const LOCALITIES = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Nehru Nagar',
  'Shivaji Nagar',
  'Civil Lines',
  'Main Bazaar',
  'Temple Street',
  'Park Street',
  'Ashok Nagar',
  'Indira Nagar',
  'Subhash Road',
  'Market Road',
  'Hospital Road',
  'College Road',
  'Lake View Road',
  'Sector 4',
  'Sector 21',
  'Ambedkar Colony',
  'Vivekananda Nagar',
  'Patel Nagar',
  'Ram Nagar',
  'Kamla Nagar',
  'Model Town',
  'Green Park',
  'Teachers Colony',
  'Railway Colony',
  'Church Street',
  'Azad Nagar',
  'Tilak Road',
];
const APARTMENTS = ['Sai Residency', 'Shanti Apartments', 'Green Valley', 'Lotus Enclave', 'Sunrise Towers', 'Krishna Heights', 'Royal Palms', 'Silver Oak'];

const OTHER_INFO_NOTES = [
  'Interested in hostel',
  'Needs education loan details',
  'Asked about scholarship',
  'Call after 6 PM',
  'Prefers WhatsApp contact',
  'Wants a campus visit',
  'Parent will call back',
  'Asked for fee structure',
  'Interested in lateral entry',
  'Looking for management quota',
];

const EMAIL_DOMAINS = weighted([
  ['gmail.com', 70],
  ['yahoo.com', 8],
  ['yahoo.co.in', 5],
  ['outlook.com', 7],
  ['hotmail.com', 4],
  ['rediffmail.com', 3],
  ['icloud.com', 3],
] as const);

const DATA_SOURCES = weighted<DataSource>([
  ['CSV Import', 60],
  ['Website Inquiry', 25],
  ['Admin Entry', 5],
  ['Partner Feed', 10],
]);
const INSTITUTIONS_CONTACTED = weighted([
  [0, 60],
  [1, 18],
  [2, 10],
  [3, 6],
  [4, 4],
  [5, 2],
] as const);

// Class 12 year: mostly this year's batch, a tail of gap-year students.
const UG_PASSING_YEARS = weighted([
  [2026, 45],
  [2025, 25],
  [2024, 12],
  [2023, 7],
  [2022, 5],
  [2021, 3],
  [2020, 2],
  [2019, 1],
] as const);
const SCHOOL_PASSING_YEARS = weighted([
  [2026, 40],
  [2027, 60],
] as const);
const PG_PASSING_YEARS = weighted([
  [2026, 30],
  [2025, 25],
  [2024, 15],
  [2023, 10],
  [2022, 8],
  [2021, 6],
  [2020, 4],
  [2019, 2],
] as const);
/** Age in the calendar year of passing: Class 12 at 17-19, graduation at 21-23. */
const SCHOOL_AGE_AT_PASSING = weighted([
  [18, 75],
  [17, 15],
  [19, 10],
] as const);
const GRADUATE_AGE_AT_PASSING = weighted([
  [21, 55],
  [22, 35],
  [23, 10],
] as const);

// ---------------------------------------------------------------------------
// Precomputed lookups so the hot loop only indexes arrays.

interface Location {
  state: StateOrUt;
  district: string;
  city: string;
  pincode: string;
}

const LOCATIONS: readonly Location[] = INDIA_GEOGRAPHY.flatMap((state) =>
  state.districts.flatMap((district) => district.cities.map((city) => ({ state, district: district.name, city: city.name, pincode: city.pincode }))),
);

interface CourseChoice {
  spec: CourseSpec;
  exam: () => string;
  patterns: readonly string[];
}

const COURSE_CHOICE = weighted(
  COURSES.map((spec): readonly [CourseChoice, number] => [
    { spec, exam: weighted(spec.exams), patterns: spec.level === 'school' ? SCHOOL_PATTERNS : COLLEGE_PATTERNS[spec.stream]! },
    spec.weight,
  ]),
);

/** Email-safe lowercase forms of every name, computed once. */
const emailForm = new Map<string, string>();
for (const group of NAME_GROUPS) {
  const pool = NAME_POOLS[group];
  for (const name of [...pool.male, ...pool.female, ...pool.surnames]) {
    emailForm.set(name, name.toLowerCase().replace(/[^a-z]/g, ''));
  }
}

const PAD2 = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_MS = 86_400_000;
const CREATED_AT_SPAN_MS = 730 * DAY_MS;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pickNameGroup(state: StateOrUt): NameGroup {
  const r = random();
  if (r < 0.72) return pick(state.nameGroups);
  if (r < 0.84) return 'muslim';
  if (r < 0.88) return 'christian';
  return pick(NAME_GROUPS);
}

/** A parent's first name, never the same as the student's. */
function pickOtherThan(names: readonly string[], taken: string): string {
  const name = pick(names);
  return name !== taken ? name : names[(names.indexOf(name) + 1) % names.length]!;
}

function pickBoard(state: StateOrUt, level: Level): string | null {
  const r = random();
  if (level === 'pg' && r < 0.4) return null;
  const b = random();
  if (b < 0.4) return 'CBSE';
  if (b < 0.48) return 'ICSE';
  if (b < 0.88) return state.stateBoard ?? 'CBSE';
  if (b < 0.93) return 'State Board';
  return null;
}

function makeAddress(city: string): string {
  const r = random();
  const locality = pick(LOCALITIES);
  if (r < 0.55) return `${1 + ((random() * 400) | 0)}, ${locality}, ${city}`;
  if (r < 0.8) return `Flat ${1 + ((random() * 12) | 0)}0${1 + ((random() * 8) | 0)}, ${pick(APARTMENTS)}, ${locality}, ${city}`;
  return `H.No. ${1 + ((random() * 20) | 0)}-${1 + ((random() * 300) | 0)}, ${locality}, ${city}`;
}

/** The row index ends every local part, so the email is unique per row whatever the name. */
function makeEmail(first: string, last: string, index: number): string {
  const f = emailForm.get(first)!;
  const l = emailForm.get(last)!;
  const r = random();
  const local = r < 0.45 ? `${f}.${l}` : r < 0.7 ? f + l : r < 0.85 ? `${f}_${l}` : f;
  return `${local}${index}@${EMAIL_DOMAINS()}`;
}

export function* generateStudents(options: GenerateStudentsOptions): Generator<GeneratedStudent> {
  const { count, startIndex = 0, seed = DEFAULT_SEED, referenceDate = DEFAULT_REFERENCE_DATE } = options;
  if (!Number.isInteger(startIndex) || startIndex < 0 || startIndex + count > MAX_ROW_INDEX) {
    throw new RangeError(`row indexes must lie in [0, ${MAX_ROW_INDEX})`);
  }
  const seed32 = seed >>> 0;
  const keys = mobileKeys(seed32);
  const refMs = referenceDate.getTime();
  const refYear = referenceDate.getUTCFullYear();
  const refMonth = referenceDate.getUTCMonth() + 1;
  const refDay = referenceDate.getUTCDate();

  for (let index = startIndex; index < startIndex + count; index++) {
    seedRow(seed32, index);

    const location = pick(LOCATIONS);
    const state = location.state;
    const pool = NAME_POOLS[pickNameGroup(state)];

    const g = random();
    const gender: Gender = g < 0.01 ? 'Other' : g < 0.53 ? 'Male' : 'Female';
    const firstName = gender === 'Male' || (gender === 'Other' && g < 0.005) ? pick(pool.male) : pick(pool.female);
    const surname = pick(pool.surnames);
    const motherSurname = random() < 0.9 ? surname : pick(pool.surnames);

    const { spec, exam, patterns } = COURSE_CHOICE();
    const level = spec.level;
    const passingYear = level === 'school' ? SCHOOL_PASSING_YEARS() : level === 'ug' ? UG_PASSING_YEARS() : PG_PASSING_YEARS();
    const birthYear = passingYear - (level === 'pg' ? GRADUATE_AGE_AT_PASSING() : SCHOOL_AGE_AT_PASSING());

    let dayOfYear = (random() * (isLeapYear(birthYear) ? 366 : 365)) | 0;
    let month = 0;
    while (dayOfYear >= MONTH_DAYS[month]! + (month === 1 && isLeapYear(birthYear) ? 1 : 0)) {
      dayOfYear -= MONTH_DAYS[month]! + (month === 1 && isLeapYear(birthYear) ? 1 : 0);
      month++;
    }
    month += 1;
    const day = dayOfYear + 1;
    const age = refYear - birthYear - (month > refMonth || (month === refMonth && day > refDay) ? 1 : 0);

    let entranceExam = exam();
    if (entranceExam === STATE_CET) {
      entranceExam = state.engineeringCet ?? (spec.stream === 'Engineering' ? 'JEE Main' : 'None');
    }

    const mobileVerified = random() < 0.7;
    const whatsappVerified = random() < (mobileVerified ? 0.75 : 0.08);
    const hasEmail = random() < 0.9;
    const emailId = hasEmail ? makeEmail(firstName, surname, index) : null;

    yield {
      studentName: `${firstName} ${surname}`,
      mobileNumber: mobileNumberFor(index, keys),
      mobileVerified,
      whatsappVerified,
      institutionsContacted: INSTITUTIONS_CONTACTED(),
      emailId,
      emailVerified: hasEmail && random() < 0.5,
      fatherName: `${pickOtherThan(pool.male, firstName)} ${surname}`,
      motherName: `${pickOtherThan(pool.female, firstName)} ${motherSurname}`,
      dateOfBirth: `${birthYear}-${PAD2[month]}-${PAD2[day]}`,
      age,
      gender,
      course: spec.course,
      stream: spec.stream,
      board: pickBoard(state, level),
      passingYear,
      entranceExam,
      collegeName: pick(patterns).replace('@', location.city),
      address: makeAddress(location.city),
      city: location.city,
      district: location.district,
      state: state.name,
      pincode: location.pincode,
      otherInfo: random() < 0.12 ? pick(OTHER_INFO_NOTES) : null,
      dataSource: DATA_SOURCES(),
      createdAt: new Date(refMs - Math.floor(random() * CREATED_AT_SPAN_MS)),
    };
  }
}
