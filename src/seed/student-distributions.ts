/**
 * Seed data: the courses, institutions, addresses and weighted distributions generated students are drawn from
 * (data only; the drawing is in student-generator.ts and student-details.ts).
 */
import { weighted } from './seeded-random';

export type Gender = 'Male' | 'Female' | 'Other';
export type DataSource = 'CSV Import' | 'Website Inquiry' | 'Admin Entry' | 'Partner Feed';

// ---------------------------------------------------------------------------
// Courses. `level` decides what passingYear means: the Class 12 board exam for
// school and UG leads, graduation for PG leads. 'STATE_CET' resolves to the
// state's own engineering test.

export type Level = 'school' | 'ug' | 'pg';

export interface CourseSpec {
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

export const STATE_CET = 'STATE_CET';

// Institution name patterns per stream; `@` is replaced by the city.
export const COLLEGE_PATTERNS: Readonly<Record<string, readonly string[]>> = {
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
export const SCHOOL_PATTERNS = [
  'Kendriya Vidyalaya, @',
  'Delhi Public School, @',
  'Government Higher Secondary School, @',
  "St. Xavier's High School, @",
  'DAV Public School, @',
  'Jawahar Navodaya Vidyalaya, @',
];

export const LOCALITIES = [
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
export const APARTMENTS = [
  'Sai Residency',
  'Shanti Apartments',
  'Green Valley',
  'Lotus Enclave',
  'Sunrise Towers',
  'Krishna Heights',
  'Royal Palms',
  'Silver Oak',
];

export const OTHER_INFO_NOTES = [
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

export const EMAIL_DOMAINS = weighted([
  ['gmail.com', 70],
  ['yahoo.com', 8],
  ['yahoo.co.in', 5],
  ['outlook.com', 7],
  ['hotmail.com', 4],
  ['rediffmail.com', 3],
  ['icloud.com', 3],
] as const);

export const DATA_SOURCES = weighted<DataSource>([
  ['CSV Import', 60],
  ['Website Inquiry', 25],
  ['Admin Entry', 5],
  ['Partner Feed', 10],
]);
export const INSTITUTIONS_CONTACTED = weighted([
  [0, 60],
  [1, 18],
  [2, 10],
  [3, 6],
  [4, 4],
  [5, 2],
] as const);

// Class 12 year: mostly this year's batch, a tail of gap-year students.
export const UG_PASSING_YEARS = weighted([
  [2026, 45],
  [2025, 25],
  [2024, 12],
  [2023, 7],
  [2022, 5],
  [2021, 3],
  [2020, 2],
  [2019, 1],
] as const);
export const SCHOOL_PASSING_YEARS = weighted([
  [2026, 40],
  [2027, 60],
] as const);
export const PG_PASSING_YEARS = weighted([
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
export const SCHOOL_AGE_AT_PASSING = weighted([
  [18, 75],
  [17, 15],
  [19, 10],
] as const);
export const GRADUATE_AGE_AT_PASSING = weighted([
  [21, 55],
  [22, 35],
  [23, 10],
] as const);
