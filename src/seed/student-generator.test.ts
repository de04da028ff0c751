import { describe, expect, it } from 'bun:test';
import { INDIA_GEOGRAPHY } from './india-geography';
import { COURSES, DEFAULT_REFERENCE_DATE, generateStudents, type GeneratedStudent } from './student-generator';

const take = (count: number, startIndex = 0, seed?: number): GeneratedStudent[] => [...generateStudents({ count, startIndex, seed })];

const SAMPLE = take(20_000);

function share(predicate: (s: GeneratedStudent) => boolean, rows = SAMPLE): number {
  return rows.filter(predicate).length / rows.length;
}

describe('generateStudents', () => {
  it('gives the same row for the same seed and index, however it is reached', () => {
    const alone = take(1, 12_345)[0];
    const inRun = take(10, 12_340)[5];
    expect(alone).toEqual(inRun!);
    expect(take(50, 0, 7)).toEqual(take(50, 0, 7));
    expect(take(1, 12_345, 8)[0]!.mobileNumber).not.toBe(alone!.mobileNumber);
  });

  it('keeps age, date of birth and passing year consistent', () => {
    const ref = DEFAULT_REFERENCE_DATE;
    for (const s of SAMPLE) {
      const [y, m, d] = s.dateOfBirth.split('-').map(Number) as [number, number, number];
      const birth = new Date(Date.UTC(y, m - 1, d));
      expect(birth.toISOString().slice(0, 10)).toBe(s.dateOfBirth);
      const hadBirthday = m < ref.getUTCMonth() + 1 || (m === ref.getUTCMonth() + 1 && d <= ref.getUTCDate());
      expect(s.age).toBe(ref.getUTCFullYear() - y - (hadBirthday ? 0 : 1));
      expect(s.passingYear).toBeGreaterThanOrEqual(2019);
      expect(s.passingYear).toBeLessThanOrEqual(2027);
      const ageAtPassing = s.passingYear - y;
      const isPg = COURSES.find((c) => c.course === s.course && c.stream === s.stream)!.level === 'pg';
      expect(ageAtPassing).toBeGreaterThanOrEqual(isPg ? 21 : 17);
      expect(ageAtPassing).toBeLessThanOrEqual(isPg ? 23 : 19);
    }
  });

  it('produces valid, unique mobile numbers and unique emails over 200,000 rows', () => {
    const mobiles = new Set<string>();
    const emails = new Set<string>();
    let emailCount = 0;
    for (const s of generateStudents({ count: 200_000, startIndex: 3_000_000 })) {
      expect(s.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      mobiles.add(s.mobileNumber);
      if (s.emailId !== null) {
        emailCount++;
        emails.add(s.emailId);
      }
    }
    expect(mobiles.size).toBe(200_000);
    expect(emails.size).toBe(emailCount);
  });

  it('only uses state/district/city/pincode combinations from the geography table', () => {
    const known = new Set(
      INDIA_GEOGRAPHY.flatMap((st) => st.districts.flatMap((di) => di.cities.map((ci) => `${st.name}|${di.name}|${ci.name}|${ci.pincode}`))),
    );
    for (const s of SAMPLE) {
      expect(known.has(`${s.state}|${s.district}|${s.city}|${s.pincode}`)).toBe(true);
      expect(s.address.endsWith(`, ${s.city}`)).toBe(true);
      expect(s.collegeName).toContain(s.city);
    }
    expect(INDIA_GEOGRAPHY.length).toBeGreaterThanOrEqual(20);
  });

  it('matches the intended ratios within tolerance', () => {
    expect(Math.abs(share((s) => s.mobileVerified) - 0.7)).toBeLessThan(0.02);
    expect(Math.abs(share((s) => s.whatsappVerified) - 0.55)).toBeLessThan(0.03);
    expect(share((s) => s.whatsappVerified && !s.mobileVerified)).toBeLessThan(0.05);
    expect(Math.abs(share((s) => s.emailVerified) - 0.45)).toBeLessThan(0.02);
    expect(Math.abs(share((s) => s.emailId !== null) - 0.9)).toBeLessThan(0.015);
    expect(share((s) => s.emailVerified && s.emailId === null)).toBe(0);
    expect(Math.abs(share((s) => s.gender === 'Other') - 0.01)).toBeLessThan(0.005);
    expect(share((s) => s.institutionsContacted === 0)).toBeGreaterThan(0.5);
    expect(SAMPLE.every((s) => Number.isInteger(s.institutionsContacted) && s.institutionsContacted >= 0 && s.institutionsContacted <= 5)).toBe(true);
    expect(share((s) => s.otherInfo === null)).toBeGreaterThan(0.8);
    const sources = { 'CSV Import': 0.6, 'Website Inquiry': 0.25, 'Admin Entry': 0.05, 'Partner Feed': 0.1 } as const;
    for (const [source, expected] of Object.entries(sources)) {
      expect(Math.abs(share((s) => s.dataSource === source) - expected)).toBeLessThan(0.02);
    }
  });

  it('names parents sensibly and spreads createdAt over the two years before the reference date', () => {
    const ref = DEFAULT_REFERENCE_DATE.getTime();
    for (const s of SAMPLE) {
      const [first, ...rest] = s.studentName.split(' ');
      const surname = rest.join(' ');
      expect(s.fatherName.endsWith(` ${surname}`)).toBe(true);
      expect(s.fatherName.split(' ')[0]).not.toBe(first);
      expect(s.motherName.split(' ')[0]).not.toBe(first);
      const t = s.createdAt.getTime();
      expect(t).toBeLessThanOrEqual(ref);
      expect(t).toBeGreaterThan(ref - 731 * 86_400_000);
    }
  });

  it('keeps course, stream and entrance exam consistent', () => {
    const stateCets = new Set(INDIA_GEOGRAPHY.map((s) => s.engineeringCet).filter((x) => x !== null));
    for (const s of SAMPLE) {
      const spec = COURSES.find((c) => c.course === s.course && c.stream === s.stream);
      expect(spec).toBeDefined();
      const allowed = new Set(spec!.exams.map(([exam]) => exam));
      if (allowed.has('STATE_CET')) {
        const cet = INDIA_GEOGRAPHY.find((st) => st.name === s.state)!.engineeringCet;
        allowed.add(cet ?? (s.stream === 'Engineering' ? 'JEE Main' : 'None'));
      } else {
        expect(stateCets.has(s.entranceExam)).toBe(false);
      }
      expect(allowed.has(s.entranceExam)).toBe(true);
    }
    expect(share((s) => s.course === 'MBBS' && s.entranceExam !== 'NEET')).toBe(0);
  });
});
