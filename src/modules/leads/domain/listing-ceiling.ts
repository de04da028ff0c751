/**
 * The daily listing ceiling (ADR 0009): a member may list at most so many DIFFERENT students a day (India
 * time); students already listed that day can be listed again as often as wanted. A page that would take the member
 * past the ceiling is refused whole, so no member is ever shown more than the ceiling.
 */

/** Consecutive pages of one query that mark a member as walking the catalogue (an admin is alerted). */
export const WALK_ALERT_PAGES = 10;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India calendar day of an instant, as YYYY-MM-DD. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Seconds from `at` to the next India midnight, when the ceiling starts again. */
export function secondsUntilIndiaMidnight(at: Date): number {
  const local = at.getTime() + IST_OFFSET_MS;
  const nextMidnight = Math.floor(local / 86_400_000 + 1) * 86_400_000;
  return Math.max(1, Math.ceil((nextMidnight - local) / 1000));
}

export type WalkAlertReason = 'daily_ceiling' | 'sequential_pages';

/** Why this listing should alert an admin, if it should. */
export function walkAlertReason(outcome: { allowed: boolean; distinct: number; walkRun: number }, ceiling: number): WalkAlertReason | null {
  if (!outcome.allowed || outcome.distinct >= ceiling) return 'daily_ceiling';
  if (outcome.walkRun >= WALK_ALERT_PAGES) return 'sequential_pages';
  return null;
}
