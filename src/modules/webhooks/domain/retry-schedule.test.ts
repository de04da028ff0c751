import { describe, expect, it } from 'bun:test';
import { isDelivered, nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule';

const start = new Date('2026-12-10T10:00:00Z');
const giveUp = new Date(start.getTime() + RETRY_WINDOW_MS);

describe('retry schedule', () => {
  it('waits 30 s after the first failure and doubles, without jitter', () => {
    expect(nextAttemptAt(1, start, giveUp, 0)?.getTime()).toBe(start.getTime() + 30_000);
    expect(nextAttemptAt(2, start, giveUp, 0)?.getTime()).toBe(start.getTime() + 60_000);
    expect(nextAttemptAt(5, start, giveUp, 0)?.getTime()).toBe(start.getTime() + 480_000);
  });

  it('never waits more than 2 hours, and jitter only shortens the wait (by at most a fifth)', () => {
    expect(nextAttemptAt(30, start, giveUp, 0)?.getTime()).toBe(start.getTime() + 7_200_000);
    const jittered = nextAttemptAt(3, start, giveUp, 0.999)!.getTime() - start.getTime();
    expect(jittered).toBeGreaterThan(96_000);
    expect(jittered).toBeLessThan(120_000);
  });

  it('gives up when the next attempt would fall after 24 hours', () => {
    const late = new Date(giveUp.getTime() - 10_000);
    expect(nextAttemptAt(1, late, giveUp, 0)).toBeNull();
  });

  it('counts only 2xx as delivered', () => {
    expect(isDelivered(200)).toBe(true);
    expect(isDelivered(204)).toBe(true);
    expect(isDelivered(301)).toBe(false);
    expect(isDelivered(500)).toBe(false);
    expect(isDelivered(null)).toBe(false);
  });
});
