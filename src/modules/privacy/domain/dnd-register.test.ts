import { describe, expect, test } from 'bun:test';
import { registerNumber } from './dnd-register';

describe('registerNumber', () => {
  test('strips +91, a leading 0, spaces and dashes', () => {
    expect(registerNumber('9876543210')).toBe('9876543210');
    expect(registerNumber('+91 98765 43210')).toBe('9876543210');
    expect(registerNumber('919876543210')).toBe('9876543210');
    expect(registerNumber('09876-543210')).toBe('9876543210');
  });
  test('refuses headers, landlines and short numbers', () => {
    expect(registerNumber('mobile')).toBeNull();
    expect(registerNumber('0112345678')).toBeNull();
    expect(registerNumber('98765')).toBeNull();
    expect(registerNumber('')).toBeNull();
    expect(registerNumber(undefined)).toBeNull();
  });
});
