import { describe, expect, it } from 'bun:test';
import { plural } from './plural';

describe('plural', () => {
  it('writes one in the singular and the rest in the plural, grouped as in India', () => {
    expect(plural(1, 'student')).toBe('1 student');
    expect(plural(0, 'credit')).toBe('0 credits');
    expect(plural(120000, 'student')).toBe('1,20,000 students');
    expect(plural(2, 'row has', 'rows have')).toBe('2 rows have');
  });
});
