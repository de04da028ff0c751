import { DomainError } from '@platform/kernel/domain-error';

/**
 * ADR 0021, usage: what an institution's seats took from its pool, per seat, per feature, per API key and per day (a
 * month) or per month (a year), in India time. A charge's feature is `api` when an API key made it (the ledger row
 * names the key), else its kind: `unlock`, `save` or `export`. Refunds, grants and transfers are not usage.
 */
export const USAGE_FEATURES = ['unlock', 'save', 'export', 'api'] as const;
export type UsageFeature = (typeof USAGE_FEATURES)[number];

/** A calendar month `YYYY-MM` or year `YYYY`, India time: its first day and the first day after it. */
export type UsagePeriod = { label: string; from: string; to: string; bucket: 'day' | 'month' };

export const invalidUsagePeriod = () => new DomainError('invalid', 'CREDITS.INVALID_PERIOD', 'Give month=YYYY-MM or year=YYYY (2020 to 2100)');

export function usagePeriod(query: { month?: string; year?: string }, today: string): UsagePeriod {
  if (query.month !== undefined && query.year !== undefined) throw invalidUsagePeriod();
  if (query.year !== undefined) {
    const year = Number(query.year);
    if (!/^\d{4}$/.test(query.year) || year < 2020 || year > 2100) throw invalidUsagePeriod();
    return { label: query.year, from: `${year}-01-01`, to: `${year + 1}-01-01`, bucket: 'month' };
  }
  const month = query.month ?? today.slice(0, 7);
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const [year, number] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (year < 2020 || year > 2100 || number < 1 || number > 12) throw invalidUsagePeriod();
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { label: month, from: `${month}-01`, to: `${next}-01`, bucket: 'day' };
}

/** One group of charges as the ledger sums them. */
export type UsageRow = { memberId: string; feature: UsageFeature; apiKeyId: string | null; bucket: string; credits: number };

type Features = Record<UsageFeature, number>;
const noFeatures = (): Features => ({ unlock: 0, save: 0, export: 0, api: 0 });

export type Usage = {
  period: string;
  total: number;
  byFeature: Features;
  seats: { memberId: string; total: number; byFeature: Features }[];
  apiKeys: { apiKeyId: string; memberId: string; total: number }[];
  buckets: { period: string; total: number }[];
};

/** The groups summed per seat (most first, then by id), per key, per day or month (in order). */
export function summariseUsage(period: string, rows: readonly UsageRow[]): Usage {
  const byFeature = noFeatures();
  const seats = new Map<string, { memberId: string; total: number; byFeature: Features }>();
  const keys = new Map<string, { apiKeyId: string; memberId: string; total: number }>();
  const buckets = new Map<string, number>();
  for (const row of rows) {
    byFeature[row.feature] += row.credits;
    const seat = seats.get(row.memberId) ?? { memberId: row.memberId, total: 0, byFeature: noFeatures() };
    seat.total += row.credits;
    seat.byFeature[row.feature] += row.credits;
    seats.set(row.memberId, seat);
    if (row.apiKeyId) {
      const key = keys.get(row.apiKeyId) ?? { apiKeyId: row.apiKeyId, memberId: row.memberId, total: 0 };
      key.total += row.credits;
      keys.set(row.apiKeyId, key);
    }
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.credits);
  }
  const most = <T extends { total: number; memberId: string }>(items: Iterable<T>) =>
    [...items].sort((a, b) => b.total - a.total || a.memberId.localeCompare(b.memberId));
  return {
    period,
    total: Object.values(byFeature).reduce((sum, credits) => sum + credits, 0),
    byFeature,
    seats: most(seats.values()),
    apiKeys: most(keys.values()),
    buckets: [...buckets].sort(([a], [b]) => a.localeCompare(b)).map(([bucket, total]) => ({ period: bucket, total })),
  };
}
