import { describe, expect, it } from 'bun:test';
import { isPremiumActive, membershipExpiry } from './membership';

const now = new Date('2026-06-01T00:00:00Z');

describe('premium membership', () => {
  it('is active without an expiry', () => {
    expect(isPremiumActive({ membershipType: 'premium', membershipExpiresAt: null }, now)).toBe(true);
  });
  it('is active before its expiry', () => {
    expect(isPremiumActive({ membershipType: 'premium', membershipExpiresAt: new Date('2026-07-01Z') }, now)).toBe(true);
  });
  it('counts as free once expired', () => {
    expect(isPremiumActive({ membershipType: 'premium', membershipExpiresAt: new Date('2026-05-01Z') }, now)).toBe(false);
  });
  it('is never active for a free member', () => {
    expect(isPremiumActive({ membershipType: 'free', membershipExpiresAt: null }, now)).toBe(false);
  });
});

describe('membership an admin sets', () => {
  it('makes premium without a date last one year', () => {
    expect(membershipExpiry('premium', null, now)).toEqual(new Date('2027-06-01T00:00:00Z'));
  });
  it('keeps the date the admin chose for premium', () => {
    expect(membershipExpiry('premium', new Date('2026-09-30T12:00:00Z'), now)).toEqual(new Date('2026-09-30T12:00:00Z'));
  });
  it('never gives a free membership an expiry', () => {
    expect(membershipExpiry('free', new Date('2026-09-30T12:00:00Z'), now)).toBeNull();
  });
});
