import { describe, expect, test } from 'bun:test';
import { latestExpiredYear, retentionDate, retentionStep } from './retention';

describe('retention date', () => {
  test('two admission cycles after the passing year end on 31 July', () => {
    expect(retentionDate(2024, new Date('2026-01-10T00:00:00Z'), 2)).toBe('2026-07-31');
  });

  test('the number of cycles is configurable', () => {
    expect(retentionDate(2024, new Date('2020-01-01T00:00:00Z'), 3)).toBe('2027-07-31');
  });

  test('a record without a passing year counts from the year it was added', () => {
    expect(retentionDate(null, new Date('2025-11-30T12:00:00Z'), 2)).toBe('2027-07-31');
  });
});

describe('latest expired year', () => {
  test('on 31 July the cycle is still running: the records of two years before are not yet expired', () => {
    expect(latestExpiredYear('2026-07-31', 2)).toBe(2023);
  });

  test('from 1 August the passing year two cycles back is expired', () => {
    expect(latestExpiredYear('2026-08-01', 2)).toBe(2024);
    expect(latestExpiredYear('2026-12-31', 2)).toBe(2024);
  });

  test('agrees with the retention date', () => {
    for (const today of ['2026-01-01', '2026-07-31', '2026-08-01', '2027-03-15']) {
      const year = latestExpiredYear(today, 2);
      expect(retentionDate(year, new Date(), 2) < today).toBe(true);
      expect(retentionDate(year + 1, new Date(), 2) < today).toBe(false);
    }
  });
});

describe('retention step', () => {
  const now = new Date('2026-08-10T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  test('a reachable student is notified first', () => {
    expect(retentionStep({ reachable: true, noticeSentAt: null }, now)).toBe('notify');
  });

  test('a student with nowhere to send a notice is erased at once', () => {
    expect(retentionStep({ reachable: false, noticeSentAt: null }, now)).toBe('erase');
  });

  test('the erasure waits 48 hours after the notice', () => {
    expect(retentionStep({ reachable: true, noticeSentAt: hoursAgo(47.9) }, now)).toBe('wait');
    expect(retentionStep({ reachable: true, noticeSentAt: hoursAgo(48) }, now)).toBe('erase');
  });
});
