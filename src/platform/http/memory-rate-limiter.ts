import type { RateLimiter } from './rate-limiter.port';

type Window = { count: number; resetAt: number };

export type MemoryRateLimiterOptions = {
  /** the most windows held at once; a new one past it evicts the oldest (SECURITY.md: rotating keys cost no memory) */
  maxKeys?: number;
  /** expired windows are dropped this often, on the next hit (no timer) */
  sweepEveryMs?: number;
};

/**
 * One process's counters, in a bounded map. A Map iterates in insertion order and a window is (re)inserted when
 * it starts, so the first key is the oldest window: evicting it costs O(1) however many keys a flood brings. The
 * periodic sweep keeps a quiet server's map small. Several server copies share counters through Redis instead.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  { maxKeys = 100_000, sweepEveryMs = 60_000 }: MemoryRateLimiterOptions = {},
): RateLimiter & { size(): number } {
  const windows = new Map<string, Window>();
  let nextSweepAt = now() + sweepEveryMs;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    async hit(rule, key) {
      const at = now();
      if (at >= nextSweepAt) {
        sweep(at);
        nextSweepAt = at + sweepEveryMs;
      }
      const id = `${rule.name}:${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= at) {
        windows.delete(id);
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
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
    size: () => windows.size,
  };
}
