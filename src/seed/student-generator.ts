import type { BulkStudent } from '@modules/leads';
import { INDIA_GEOGRAPHY, type StateOrUt } from './india-geography';
import { NAME_POOLS } from './indian-names';
import { MAX_ROW_INDEX, mobileKeys, mobileNumberFor, pick, random, seedRow, weighted } from './seeded-random';
import { makeAddress, makeEmail, pickBoard, pickNameGroup, pickOtherThan } from './student-details';
import {
  COLLEGE_PATTERNS,
  COURSES,
  type CourseSpec,
  DATA_SOURCES,
  type DataSource,
  type Gender,
  GRADUATE_AGE_AT_PASSING,
  INSTITUTIONS_CONTACTED,
  OTHER_INFO_NOTES,
  PG_PASSING_YEARS,
  SCHOOL_AGE_AT_PASSING,
  SCHOOL_PASSING_YEARS,
  SCHOOL_PATTERNS,
  STATE_CET,
  UG_PASSING_YEARS,
} from './student-distributions';

export { MAX_ROW_INDEX } from './seeded-random';
export { COURSES, type DataSource, type Gender } from './student-distributions';

/**
 * A generated student, as the catalogue's bulk writers take it (leads' BulkStudent: every field of the one list filled
 * in as a real import would be, the admin-only contact count and the creation time), gender and source from their lists.
 */
export type GeneratedStudent = BulkStudent & { gender: Gender; dataSource: DataSource };

export interface GenerateStudentsOptions {
  count: number;
  startIndex?: number;
  seed?: number;
  /** Ages and createdAt are computed relative to this date so output never depends on the clock. */
  referenceDate?: Date;
}

export const DEFAULT_SEED = 20260601;
export const DEFAULT_REFERENCE_DATE = new Date('2026-06-01T00:00:00Z');

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

const PAD2 = Array.from({ length: 32 }, (_, i) => String(i).padStart(2, '0'));
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_MS = 86_400_000;
const CREATED_AT_SPAN_MS = 730 * DAY_MS;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
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
