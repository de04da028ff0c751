import { describe, expect, it } from 'bun:test';
import { grantDescription, isGrantableAmount } from './grants';

describe('admin credit grants', () => {
  it('grant whole numbers of 0 or more, never fractions or negatives', () => {
    expect([0, 1, 50, 1_000_000].every(isGrantableAmount)).toBe(true);
    expect([-5, 2.5, Number.NaN].some(isGrantableAmount)).toBe(false);
  });
  it('describe themselves on the ledger unless the admin wrote a description', () => {
    expect(grantDescription(50)).toBe('50 credits granted by an administrator');
    expect(grantDescription(50, 'Festival bonus')).toBe('Festival bonus');
  });
});
