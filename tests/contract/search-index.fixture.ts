import type { CatalogueSearch } from '@modules/leads/application/ports/student-catalogue.port';
import { searchableTerm } from '@modules/leads/domain/search-term';
import type { SortField, StudentFilters } from '@modules/leads/domain/student-query.schema';
import type { StudentSeed } from '../integration/leads/student-mother';

/**
 * The small fixed catalogue the SearchIndex contract seeds (search-index.contract.ts), and the answers the port's
 * guarantees (search-index.port.ts) give on it, worked out here in plain code: every sort column holds ties (the
 * tie-breaks decide), two students share a moment (the id decides), and city, age and exam each hold an empty value.
 */

const DAY = 86_400_000;
/** Whole seconds, so every stored time is exactly the one written. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const yearsAgo = (years: number) => {
  const today = new Date(NOW);
  return `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-15`;
};
const MINOR = yearsAgo(16);
const ADULT = '1995-05-05';

type Row = [
  name: string,
  gender: string,
  state: string,
  city: string | null,
  stream: string,
  course: string,
  exam: string | null,
  year: number,
  age: number | null,
  dob: string | null,
  verified: 'email' | 'mobile' | 'both' | 'none',
  whatsapp: boolean,
  daysAgo: number,
  college: string,
];

// biome-ignore format: a table
const ROWS: Row[] = [
  ['Aditya', 'Male',   'Kerala',     'Ernakulam', 'Science',  'Engineering', 'JEE',  2026, 17,   MINOR, 'email',  false, 5,   'Model Polytechnic'],
  ['Bhavna', 'Female', 'Kerala',     'Kochi',     'Commerce', 'Diploma',     'CUET', 2025, 19,   ADULT, 'mobile', true,  12,  'St Teresa College'],
  ['Chitra', 'Female', 'Karnataka',  'Mysuru',    'Science',  'Medicine',    'NEET', 2026, 18,   null,  'none',   false, 12,  'Maharaja College'],
  ['Deepak', 'Male',   'Tamil Nadu', 'Chennai',   'Arts',     'Diploma',     null,   2024, null, null,  'both',   true,  40,  'Loyola College'],
  ['Esha',   'Other',  'Kerala',     'Kochi',     'Science',  'Medicine',    'NEET', 2026, 16,   MINOR, 'both',   true,  60,  'Model Polytechnic'],
  ['Farhan', 'Male',   'Karnataka',  'Bengaluru', 'Commerce', 'Engineering', 'JEE',  2025, 20,   ADULT, 'mobile', false, 100, 'Christ College'],
  ['Gauri',  'Female', 'Kerala',     null,        'Arts',     'Medicine',    'NEET', 2024, 22,   ADULT, 'email',  false, 200, 'Maharaja College'],
  ['Harish', 'Male',   'Tamil Nadu', 'Madurai',   'Science',  'Engineering', 'JEE',  2026, 17,   MINOR, 'none',   false, 300, 'Loyola College'],
  ['Ishaan', 'Male',   'Kerala',     'Ernakulam', 'Science',  'Engineering', 'JEE',  2026, 18,   ADULT, 'none',   false, 300, 'St Teresa College'],
  ['Jyoti',  'Female', 'Karnataka',  'Mysuru',    'Arts',     'Diploma',     'CUET', 2025, 19,   null,  'email',  true,  20,  'Christ College'],
  ['Kavya',  'Female', 'Kerala',     'Kochi',     'Science',  'Medicine',    'NEET', 2026, 17,   MINOR, 'mobile', false, 500, 'Model Polytechnic'],
  ['Lokesh', 'Male',   'Karnataka',  'Bengaluru', 'Science',  'Engineering', 'JEE',  2024, 21,   ADULT, 'none',   true,  150, 'Christ College'],
  ['Meera',  'Female', 'Tamil Nadu', 'Chennai',   'Commerce', 'Diploma',     'CUET', 2025, 19,   ADULT, 'both',   false, 8,   'Loyola College'],
  ['Nikhil', 'Male',   'Kerala',     'Kochi',     'Science',  'Engineering', 'JEE',  2026, 18,   ADULT, 'email',  false, 3,   'St Teresa College'],
  ['Omana',  'Female', 'Kerala',     'Ernakulam', 'Arts',     'Diploma',     'CUET', 2025, 19,   ADULT, 'mobile', false, 33,  'Maharaja College'],
  ['Pooja',  'Female', 'Karnataka',  'Mysuru',    'Science',  'Medicine',    'NEET', 2026, 17,   MINOR, 'both',   true,  70,  'Christ College'],
  // a name that is a search term exactly, twice in different cases, and two names holding it (exact-name-first.ts)
  ['Ravi',         'Male',   'Kerala',    'Kochi',  'Science',  'Engineering', 'JEE',  2025, 20, ADULT, 'email',  false, 400, 'Christ College'],
  ['Ravindra',     'Male',   'Kerala',    'Kochi',  'Commerce', 'Diploma',     'CUET', 2026, 18, ADULT, 'mobile', true,  2,   'Loyola College'],
  ['RAVI',         'Male',   'Karnataka', 'Mysuru', 'Arts',     'Diploma',     'CUET', 2024, 21, ADULT, 'none',   false, 90,  'St Teresa College'],
  ['Ravi Shankar', 'Male',   'Kerala',    'Kochi',  'Science',  'Medicine',    'NEET', 2026, 19, ADULT, 'both',   true,  9,   'Model Polytechnic'],
];

export type Student = {
  name: string;
  email: string;
  mobile: string;
  minor: boolean;
  seed: StudentSeed;
  /** what each sort field orders by; null sorts after every value */
  key: Record<SortField, string | number | null>;
  /** the newest verification of the e-mail or the mobile, -Infinity for none */
  freshness: number;
  id: string;
};

export const pad = (n: number) => String(n).padStart(2, '0');

/** The catalogue: each student's seed, keys and contacts (their ids are filled once seeded). */
export const catalogue = (): Student[] =>
  ROWS.map(([name, gender, state, city, stream, course, exam, year, age, dob, verified, whatsapp, daysAgo, college], i) => {
    // two students at one moment (Bhavna and Chitra, Harish and Ishaan): only their ids order them
    const createdAt = new Date(NOW - daysAgo * DAY);
    const email = `${name.toLowerCase().replace(' ', '')}${i}.mail@example.in`;
    const mobile = `9${pad(i)}12345${pad(i)}`;
    const freshness = verified === 'none' ? Number.NEGATIVE_INFINITY : createdAt.getTime();
    const seed: StudentSeed = {
      studentName: name,
      emailId: email,
      mobileNumber: mobile,
      gender,
      state,
      city,
      stream,
      course,
      entranceExam: exam,
      passingYear: year,
      age,
      dateOfBirth: dob,
      collegeName: college,
      emailVerified: verified === 'email' || verified === 'both',
      mobileVerified: verified === 'mobile' || verified === 'both',
      whatsappVerified: whatsapp,
      createdAt,
    };
    const key = {
      createdAt: createdAt.getTime(),
      studentName: name,
      state,
      city,
      stream,
      gender,
      entranceExam: exam,
      course,
      passingYear: year,
      age,
      freshness,
    };
    return { name, email, mobile, minor: dob === MINOR, seed, key, freshness, id: '' };
  });

const compare = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};
const byId = (a: Student, b: Student) => compare(a.id, b.id);

/** The port's order: createdAt (created_at, id) both ways; any other column, then newest first and the id, reversed for desc. */
export function ordered(students: Student[], sortBy: SortField, sortOrder: 'asc' | 'desc'): Student[] {
  const asc = [...students].sort((a, b) =>
    sortBy === 'createdAt'
      ? compare(a.key.createdAt, b.key.createdAt) || byId(a, b)
      : compare(a.key[sortBy], b.key[sortBy]) || compare(b.key.createdAt, a.key.createdAt) || byId(b, a),
  );
  return sortOrder === 'asc' ? asc : asc.reverse();
}

/**
 * The port's order for a list searched by `search`: in the date order, the students whose name is the term (ignoring
 * case) first, then the rest, each part in that order (domain/exact-name-first.ts); any other order as `ordered`.
 */
export function ranked(students: Student[], search: CatalogueSearch | undefined, sortBy: SortField, sortOrder: 'asc' | 'desc'): Student[] {
  const inOrder = ordered(students, sortBy, sortOrder);
  if (!search || sortBy !== 'createdAt') return inOrder;
  const term = searchableTerm(search.term).toLowerCase();
  const exact = (student: Student) => student.name.toLowerCase() === term;
  return [...inOrder.filter(exact), ...inOrder.filter((student) => !exact(student))];
}

/** Whether a student passes the filters (equality; verifiedWithin: verified at most that many days ago). */
export function passes(student: Student, filters: StudentFilters): boolean {
  const s = student.seed;
  const checks: Record<string, unknown> = {
    gender: s.gender,
    state: s.state,
    stream: s.stream,
    city: s.city,
    course: s.course,
    entranceExam: s.entranceExam,
    passingYear: s.passingYear,
    emailVerified: s.emailVerified,
    mobileVerified: s.mobileVerified,
    whatsappVerified: s.whatsappVerified,
  };
  return Object.entries(filters).every(([key, value]) => (key === 'verifiedWithin' ? student.freshness >= NOW - Number(value) * DAY : checks[key] === value));
}

/** The port's search: a case-insensitive substring of the listed fields, or of an adult's contacts when `contacts`. */
export function found(student: Student, search: CatalogueSearch): boolean {
  const s = student.seed;
  const term = searchableTerm(search.term).toLowerCase();
  const fields = [s.studentName, s.city, s.state, s.stream, s.course, s.collegeName];
  if (fields.some((field) => field?.toLowerCase().includes(term))) return true;
  return search.contacts && !student.minor && (student.email.includes(term) || student.mobile.includes(term));
}
