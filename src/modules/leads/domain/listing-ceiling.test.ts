import { describe, expect, it } from 'bun:test';
import { indiaDay, secondsUntilIndiaMidnight, walkAlertReason } from './listing-ceiling';

describe('the daily listing ceiling', () => {
  it('counts India calendar days', () => {
    expect(indiaDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(secondsUntilIndiaMidnight(new Date('2026-03-01T18:29:00Z'))).toBe(60);
    expect(secondsUntilIndiaMidnight(new Date('2026-03-01T18:30:00Z'))).toBe(86_400);
  });

  it('alerts at the ceiling and for ten consecutive pages, not before', () => {
    expect(walkAlertReason({ allowed: true, distinct: 4_999, walkRun: 9 }, 5_000)).toBeNull();
    expect(walkAlertReason({ allowed: true, distinct: 5_000, walkRun: 1 }, 5_000)).toBe('daily_ceiling');
    expect(walkAlertReason({ allowed: false, distinct: 4_990, walkRun: 1 }, 5_000)).toBe('daily_ceiling');
    expect(walkAlertReason({ allowed: true, distinct: 200, walkRun: 10 }, 5_000)).toBe('sequential_pages');
  });
});
