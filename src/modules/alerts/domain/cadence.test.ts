import { describe, expect, it } from 'bun:test';
import { DIGEST_EVERY_MS, digestDue, dueCutoffs } from './cadence';
import { newCountLabel } from './saved-search.schema';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe('digestDue', () => {
  const last = at('2026-12-01T08:00:00Z');
  it('a daily digest is due a day after the last one, one schedule run early', () => {
    expect(digestDue('daily', last, new Date(last.getTime() + 23 * HOUR))).toBe(false);
    expect(digestDue('daily', last, new Date(last.getTime() + 24 * HOUR - DIGEST_EVERY_MS))).toBe(true);
    expect(digestDue('daily', last, new Date(last.getTime() + 30 * HOUR))).toBe(true);
  });
  it('a weekly digest waits a week', () => {
    expect(digestDue('weekly', last, new Date(last.getTime() + 6 * 24 * HOUR))).toBe(false);
    expect(digestDue('weekly', last, new Date(last.getTime() + 7 * 24 * HOUR))).toBe(true);
  });
  it('off is never due', () => {
    expect(digestDue('off', last, new Date(last.getTime() + 365 * 24 * HOUR))).toBe(false);
  });
  it('the cutoffs agree with digestDue', () => {
    const now = at('2026-12-10T08:00:00Z');
    const { daily, weekly } = dueCutoffs(now);
    expect(digestDue('daily', daily, now)).toBe(true);
    expect(digestDue('daily', new Date(daily.getTime() + 1), now)).toBe(false);
    expect(digestDue('weekly', weekly, now)).toBe(true);
    expect(digestDue('weekly', new Date(weekly.getTime() + 1), now)).toBe(false);
  });
});

describe('newCountLabel', () => {
  it('says the count, and "+" once it stopped at the cap', () => {
    expect(newCountLabel(12, false)).toBe('12');
    expect(newCountLabel(1000, true)).toBe('1,000+');
    expect(newCountLabel(0, false)).toBe('0');
  });
});
