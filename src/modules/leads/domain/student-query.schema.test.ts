import { describe, expect, it } from 'bun:test';
import * as v from 'valibot';
import { FilterQuerySchema, normaliseFilters } from './student-query.schema';

describe('portal filters', () => {
  it("drops empty and 'all' values and maps education to the course column", () => {
    const query = v.parse(FilterQuerySchema, {
      state: 'Kerala',
      city: 'all',
      stream: '',
      education: 'B.Tech',
      passingYear: '2025',
      emailVerified: 'true',
      mobileVerified: 'all',
    });
    expect(normaliseFilters(query)).toEqual({ state: 'Kerala', course: 'B.Tech', passingYear: 2025, emailVerified: true });
  });
  it('reads verified flags as booleans', () => {
    expect(normaliseFilters(v.parse(FilterQuerySchema, { whatsappVerified: 'false' }))).toEqual({ whatsappVerified: false });
  });
  it('refuses a passing year that is not a year', () => {
    expect(v.safeParse(FilterQuerySchema, { passingYear: '20x5' }).success).toBe(false);
  });
});
