import type { AdminSearch } from '../admin-search';
import type { AuditQuery } from '../api/audit-log';

/** The audit log's filters as the address bar holds them, and the API query they become. */
export const PAGE_SIZE = 50;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FILTER_KEYS = ['actorKind', 'actor', 'action', 'studentId', 'memberId', 'from', 'to'] as const;
export type Filters = Record<(typeof FILTER_KEYS)[number], string>;
/** The filters of the address bar, '' where none is set; changing one starts again from the newest page. */
export const filtersOf = (view: AdminSearch) => Object.fromEntries(FILTER_KEYS.map((key) => [key, view[key] ?? ''])) as Filters;
export const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<AdminSearch>;

/** Local calendar days → the instants the API compares with: `from` at local midnight, `to` up to the next one. */
const localStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const localEnd = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
};

export function toQuery(filters: Filters, cursor: string | undefined): AuditQuery {
  const query: AuditQuery = { limit: PAGE_SIZE };
  if (filters.actorKind) query.actorKind = filters.actorKind as AuditQuery['actorKind'];
  if (filters.actor.trim()) query.actor = filters.actor.trim();
  if (filters.action) query.action = filters.action as AuditQuery['action'];
  if (UUID.test(filters.studentId.trim())) query.studentId = filters.studentId.trim();
  if (filters.memberId) query.memberId = filters.memberId;
  if (filters.from) query.from = localStart(filters.from);
  if (filters.to) query.to = localEnd(filters.to);
  if (cursor) query.cursor = cursor;
  return query;
}
