import type { RateLimiter } from './rate-limiter.port';

type Window = { count: number; resetAt: number };

/** One process's counters. Expired windows are swept when the map grows, so it stays small without a timer. */
export function createMemoryRateLimiter(now: () => number = Date.now, sweepAbove = 10_000): RateLimiter {
  const windows = new Map<string, Window>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(rule, key) {
      const at = now();
      const id = `${rule.name}:${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= at) {
        if (windows.size >= sweepAbove) sweep(at);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - at) / 1000)), count: window.count };
    },
    async forgive(rule, key) {
      const window = windows.get(`${rule.name}:${key}`);
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
  };
}
