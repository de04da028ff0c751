import { describe, expect, it } from 'bun:test';
import { filterOptions, filterSaved } from './saved-filtering';

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
});
