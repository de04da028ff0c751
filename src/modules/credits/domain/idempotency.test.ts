import { describe, expect, it } from 'bun:test';
import { canonicalJson, requestFingerprintSource } from './idempotency';

describe('canonical JSON of a request', () => {
  it('reads equal requests the same whatever the order of their fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [1, 2] }, b: 1 }));
  });
  it('ignores absent fields but keeps the order of lists', () => {
    expect(canonicalJson({ a: 1, notes: undefined })).toBe('{"a":1}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
  it('tells operations apart', () => {
    expect(requestFingerprintSource('unlock', { studentIds: ['x'] })).not.toBe(requestFingerprintSource('save', { studentIds: ['x'] }));
  });
});
