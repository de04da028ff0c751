import { describe, expect, it } from 'bun:test';
import { admissionSeasonOf, fullWithoutPlace } from './admission-season';

describe('admissionSeasonOf (1 August to 31 July, India time)', () => {
  it('starts a season at midnight of 1 August in India', () => {
    expect(admissionSeasonOf(new Date('2026-07-31T18:29:59Z'))).toBe(2025);
    expect(admissionSeasonOf(new Date('2026-07-31T18:30:00Z'))).toBe(2026);
  });
  it('keeps January to July in the season that began the August before', () => {
    expect(admissionSeasonOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026);
    expect(admissionSeasonOf(new Date('2027-07-31T12:00:00Z'))).toBe(2026);
    expect(admissionSeasonOf(new Date('2026-12-31T20:00:00Z'))).toBe(2026);
  });
});

describe('full without a place (ADR 0023)', () => {
  it('is a full season of which the institution holds no place', () => {
    expect(fullWithoutPlace({ count: 10, cap: 10 }, false)).toBe(true);
    expect(fullWithoutPlace({ count: 10, cap: 10 }, true)).toBe(false);
    expect(fullWithoutPlace({ count: 9, cap: 10 }, false)).toBe(false);
  });
});
