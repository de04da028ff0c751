import { describe, expect, it } from 'bun:test';
import { causeOf, createJobHealth, recordOutcome, retryDelayMs, STILL_FAILING_REMINDER_MS } from './job-health';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 10, 0, 0) + seconds * 1000);
const fail = (cause: string) => ({ ok: false as const, cause });

describe('recordOutcome', () => {
  it('logs the first failure with its cause and stack, then nothing while the cause stays the same', () => {
    const first = recordOutcome('Webhook deliveries', { failures: 0 }, fail('Connection terminated unexpectedly'), at(0));
    expect(first.line).toEqual({
      level: 'error',
      text: 'Webhook deliveries failed: Connection terminated unexpectedly (retrying; /api/health lists it until it recovers)',
      stack: true,
    });
    let record = first.record;
    for (let second = 1; second < 60; second++) {
      const next = recordOutcome('Webhook deliveries', record, fail('Connection terminated unexpectedly'), at(second));
      expect(next.line).toBeUndefined();
      record = next.record;
    }
    expect(record.failures).toBe(60);
  });

  it('says so when the cause changes, and reminds every ten minutes while it fails', () => {
    let { record } = recordOutcome('Digests', { failures: 0 }, fail('a'), at(0));
    const changed = recordOutcome('Digests', record, fail('b'), at(5));
    expect(changed.line).toEqual({ level: 'error', text: 'Digests still failing, now: b', stack: false });
    record = changed.record;
    expect(recordOutcome('Digests', record, fail('b'), at(5 + STILL_FAILING_REMINDER_MS / 1000 - 1)).line).toBeUndefined();
    expect(recordOutcome('Digests', record, fail('b'), at(5 + STILL_FAILING_REMINDER_MS / 1000)).line?.text).toBe(
      'Digests still failing: b (3 runs in 10 min)',
    );
  });

  it('says the job recovered, once, and is then quiet on success', () => {
    let { record } = recordOutcome('Retention', { failures: 0 }, fail('x'), at(0));
    record = recordOutcome('Retention', record, fail('x'), at(30)).record;
    const recovered = recordOutcome('Retention', record, { ok: true }, at(45));
    expect(recovered.line).toEqual({ level: 'log', text: 'Retention recovered after 2 failed run(s) in 45 s.', stack: false });
    expect(recovered.record).toEqual({ failures: 0 });
    expect(recordOutcome('Retention', recovered.record, { ok: true }, at(46)).line).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base with each failure in a row, up to the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((failures) => retryDelayMs(failures, 1_000, 30_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('causeOf', () => {
  it('keeps the first line of the message', () => {
    expect(causeOf(new Error('Connection terminated unexpectedly\n    at pg-pool'))).toBe('Connection terminated unexpectedly');
    expect(causeOf('plain text')).toBe('plain text');
    expect(causeOf(new Error(''))).toBe('Error');
  });
});

describe('createJobHealth', () => {
  it('lists each started job, and the failing one with when it began', () => {
    let now = at(0);
    const lines: string[] = [];
    const health = createJobHealth({ clock: { now: () => now }, log: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) } });
    const webhooks = health.job('webhook-deliveries', 'Webhook deliveries');
    health.job('saved-search-digests', 'Saved-search digests');
    expect(health.statuses()).toEqual([
      { name: 'webhook-deliveries', state: 'ok', failures: 0 },
      { name: 'saved-search-digests', state: 'ok', failures: 0 },
    ]);
    webhooks.failed(new Error('database away'));
    now = at(1);
    webhooks.failed(new Error('database away'));
    expect(health.statuses()[0]).toEqual({ name: 'webhook-deliveries', state: 'failing', failures: 2, failingSince: at(0).toISOString() });
    expect(webhooks.failures).toBe(2);
    // one line with the cause, then the stack, once
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Error: database away');
  });
});
