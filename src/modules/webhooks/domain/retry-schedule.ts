/** A delivery is retried for this long after its event; then it is marked failed (ADR 0015). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 2 * 60 * 60 * 1000;

/**
 * When to try again after `attempts` failed attempts: 30 s doubling each time (1, 2, 4 … min), at most 2 h apart,
 * each wait shortened by up to a fifth at random (`random` in [0, 1)) so that many failed deliveries do not all come
 * back at once. `null`: the next attempt would fall after `giveUpAt`, so there is none.
 */
export function nextAttemptAt(attempts: number, now: Date, giveUpAt: Date, random: number): Date | null {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  const wait = Math.round(base * (1 - random / 5));
  const next = new Date(now.getTime() + wait);
  return next.getTime() > giveUpAt.getTime() ? null : next;
}

/** A 2xx answer is a delivery; anything else (or no answer) is retried. */
export const isDelivered = (status: number | null) => status !== null && status >= 200 && status < 300;
