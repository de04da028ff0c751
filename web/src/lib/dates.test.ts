import { describe, expect, it } from 'bun:test';
import { formatDay, formatDayTime } from './dates';

describe('dates on screens', () => {
  it('writes the day as "26 Nov 2026", and the time after it when asked', () => {
    expect(formatDay('2026-11-26T06:00:00Z')).toBe('26 Nov 2026');
    expect(formatDayTime(new Date(2026, 10, 26, 16, 35))).toBe('26 Nov 2026, 4:35 pm');
  });
});
