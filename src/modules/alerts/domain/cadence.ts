import type { Cadence } from './saved-search.schema';

const HOUR_MS = 60 * 60 * 1000;
export const CADENCE_PERIOD_MS: Record<Exclude<Cadence, 'off'>, number> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };

/** The server looks for due digests this often; a digest is due this much early so that its hour does not drift. */
export const DIGEST_EVERY_MS = 15 * 60 * 1000;

/**
 * Whether a saved search's digest is due at `now`: a period (a day, a week) since its last digest (or since it was
 * saved), less one run of the schedule, so a daily digest goes out at about the same time each day.
 */
export function digestDue(cadence: Cadence, lastDigestAt: Date, now: Date): boolean {
  if (cadence === 'off') return false;
  return now.getTime() - lastDigestAt.getTime() >= CADENCE_PERIOD_MS[cadence] - DIGEST_EVERY_MS;
}

/** The latest last-digest time that is due at `now`, per cadence (what the repository asks for). */
export const dueCutoffs = (now: Date) => ({
  daily: new Date(now.getTime() - CADENCE_PERIOD_MS.daily + DIGEST_EVERY_MS),
  weekly: new Date(now.getTime() - CADENCE_PERIOD_MS.weekly + DIGEST_EVERY_MS),
});
