import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTeamOptions, getTeamUsageOptions } from '@/api/@tanstack/react-query.gen';
import { exportTeamUsage } from '@/api/sdk.gen';
import type { GetTeamUsageResponse } from '@/api/types.gen';

export type TeamUsage = GetTeamUsageResponse;
export type UsageFeature = keyof TeamUsage['byFeature'];
export const FEATURES: { key: UsageFeature; label: string }[] = [
  { key: 'unlock', label: 'Unlocks' },
  { key: 'save', label: 'Saves' },
  { key: 'export', label: 'Exports' },
  { key: 'api', label: 'API' },
];

/** A month (YYYY-MM, by day) or a year (YYYY, by month) of the institution's spending; the server trims it to a member's own. */
export type UsagePeriod = { kind: 'month'; month: string } | { kind: 'year'; year: string };

export const useTeamUsage = (period: UsagePeriod) =>
  useQuery({
    ...getTeamUsageOptions({ query: period.kind === 'month' ? { month: period.month } : { year: period.year } }),
    placeholderData: keepPreviousData,
  });

/** The team (seat names and the caller's role): the same query as the Team tab's. */
export const useTeam = () => useQuery({ ...getTeamOptions(), retry: false });

/** One month of usage as CSV, through the generated client (the session's token goes with it). */
export async function downloadTeamUsage(month: string): Promise<void> {
  const { data } = await exportTeamUsage({ query: { month }, parseAs: 'blob', throwOnError: true });
  saveBlob(data as unknown as Blob, `usage-${month}.csv`);
}

/** Hands a downloaded file to the browser under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');
export const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every day of the month, or every month of the year, with its credits (the answer leaves out the empty ones). */
export function series(usage: TeamUsage, period: UsagePeriod): { label: string; period: string; credits: number }[] {
  const spent = new Map(usage.buckets.map((bucket) => [bucket.period, bucket.total]));
  if (period.kind === 'year') {
    return MONTHS.map((name, i) => {
      const key = `${period.year}-${pad(i + 1)}`;
      return { label: name, period: key, credits: spent.get(key) ?? 0 };
    });
  }
  const [year, month] = period.month.split('-').map(Number) as [number, number];
  const days = new Date(year, month, 0).getDate();
  return Array.from({ length: days }, (_, i) => {
    const key = `${period.month}-${pad(i + 1)}`;
    return { label: String(i + 1), period: key, credits: spent.get(key) ?? 0 };
  });
}
