import { describe, expect, it } from 'bun:test';
import { maskEmail, maskValue } from './masking';

describe('masking of locked contacts (spec 001 §5)', () => {
  it('keeps the first and last local-part characters and the domain of an e-mail', () => {
    expect(maskEmail('aarav.sharma@gmail.com')).toBe('a****a@gmail.com');
  });
  it('hides the length of the local part: always four asterisks', () => {
    expect(maskEmail('abc@x.in')).toBe('a****c@x.in');
    expect(maskEmail('anand@x.in')).toBe('a****d@x.in');
    expect(maskEmail('ananya.krishnamurthy.2007@x.in')).toBe('a****7@x.in');
  });
  it('shows only the first character then *** for a local part of 2 or fewer', () => {
    expect(maskEmail('ab@x.in')).toBe('a***@x.in');
    expect(maskEmail('a@x.in')).toBe('a***@x.in');
  });
  it('masks a value without an @ like any other value', () => {
    expect(maskEmail('notanemail')).toBe('no******il');
  });
  it('keeps the first 2 and last 2 characters of other values', () => {
    expect(maskValue('9876543210')).toBe('98******10');
    expect(maskValue('12 MG Road, Pune')).toBe('12******ne');
  });
  it('hides the length of other values: always six asterisks (issue 26, item 12)', () => {
    expect(maskValue('12, 4th Cross, Indiranagar, Bengaluru 560038')).toBe('12******38');
    expect(maskValue('Flat 7, Shanti Niwas, Kothrud, Pune')).toBe('Fl******ne');
    expect(maskValue('abcde')).toBe('ab******de');
  });
  it('shows only the first character of values of 4 or fewer', () => {
    expect(maskValue('1234')).toBe('1***');
    expect(maskValue('ab')).toBe('a***');
    expect(maskValue('')).toBe('');
  });
});
