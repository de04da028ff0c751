import { describe, expect, it } from 'bun:test';
import { filterOptions, filterSaved, verifiedWithin } from './saved-filtering';

const students = [
  { studentName: 'Asha Nair', city: 'Kochi', state: 'Kerala', board: 'CBSE', gender: 'Female', passingYear: 2026, emailVerified: true },
  { studentName: 'Ravi Kumar', city: 'Pune', state: 'Maharashtra', board: 'State Board', gender: 'Male', passingYear: 2025, emailVerified: false },
  { studentName: 'Meera Iyer', city: 'Chennai', state: 'Tamil Nadu', board: 'cbse', gender: 'Female', passingYear: 2026, emailVerified: null },
];

describe('saved students filtering', () => {
  it('searches name, city, state and board case-insensitively', () => {
    expect(filterSaved(students, 'KOCHI', {}).map((s) => s.studentName)).toEqual(['Asha Nair']);
    expect(filterSaved(students, 'cbse', {})).toHaveLength(2);
    expect(filterSaved(students, '  ', {})).toHaveLength(3);
  });

  it("applies every chosen filter and ignores 'all'", () => {
    expect(filterSaved(students, '', { gender: 'Female', passingYear: '2026' })).toHaveLength(2);
    expect(filterSaved(students, '', { gender: 'all', emailVerified: 'false' }).map((s) => s.studentName)).toEqual(['Ravi Kumar']);
  });

  it('offers the distinct values of the saved list', () => {
    const options = filterOptions(students);
    expect(options.gender).toEqual(['Female', 'Male']);
    expect(options.passingYear).toEqual(['2025', '2026']);
    expect(options.emailVerified).toEqual(['false', 'true']);
    expect(options.pincode).toEqual([]);
  });

  it('keeps the students whose e-mail or mobile was verified within the days chosen (ADR 0026)', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    const at = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const fresh = { contactFreshness: { email: { verifiedAt: null }, mobile: { verifiedAt: at(10) } } };
    const old = { contactFreshness: { email: { verifiedAt: at(100) }, mobile: { verifiedAt: null } } };
    expect(verifiedWithin(fresh, 30, now)).toBe(true);
    expect(verifiedWithin(old, 90, now)).toBe(false);
    expect(verifiedWithin(old, 365, now)).toBe(true);
    expect(verifiedWithin({}, 365, now)).toBe(false);
    expect(filterOptions([]).verifiedWithin).toEqual(['30', '90', '365']);
  });
});
