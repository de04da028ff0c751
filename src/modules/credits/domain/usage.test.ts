import { describe, expect, it } from 'bun:test';
import { summariseUsage, usagePeriod } from './usage';

describe('usagePeriod', () => {
  it('is a month by day (this month by default) or a year by month, the first day after it included for December', () => {
    expect(usagePeriod({}, '2026-11-27')).toEqual({ label: '2026-11', from: '2026-11-01', to: '2026-12-01', bucket: 'day' });
    expect(usagePeriod({ month: '2026-12' }, '2026-11-27')).toEqual({ label: '2026-12', from: '2026-12-01', to: '2027-01-01', bucket: 'day' });
    expect(usagePeriod({ year: '2026' }, '2026-11-27')).toEqual({ label: '2026', from: '2026-01-01', to: '2027-01-01', bucket: 'month' });
    for (const bad of [{ month: '2026-00' }, { month: '2026-1' }, { year: '1999' }, { month: '2026-01', year: '2026' }]) {
      expect(() => usagePeriod(bad, '2026-11-27')).toThrow('Give month=YYYY-MM or year=YYYY');
    }
  });
});

describe('summariseUsage', () => {
  it('sums per seat, feature, key and bucket', () => {
    const usage = summariseUsage('2026-11', [
      { memberId: 'a', feature: 'unlock', apiKeyId: null, bucket: '2026-11-01', credits: 2 },
      { memberId: 'b', feature: 'api', apiKeyId: 'k', bucket: '2026-11-01', credits: 3 },
      { memberId: 'a', feature: 'save', apiKeyId: null, bucket: '2026-11-02', credits: 1 },
    ]);
    expect(usage).toEqual({
      period: '2026-11',
      total: 6,
      byFeature: { unlock: 2, save: 1, export: 0, api: 3 },
      seats: [
        { memberId: 'a', total: 3, byFeature: { unlock: 2, save: 1, export: 0, api: 0 } },
        { memberId: 'b', total: 3, byFeature: { unlock: 0, save: 0, export: 0, api: 3 } },
      ],
      apiKeys: [{ apiKeyId: 'k', memberId: 'b', total: 3 }],
      buckets: [
        { period: '2026-11-01', total: 5 },
        { period: '2026-11-02', total: 1 },
      ],
    });
  });
});
