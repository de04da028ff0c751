import { describe, expect, it } from 'bun:test';
import { createJobHealth } from '@platform/kernel/job-health';
import { createDeliveryWorker } from './delivery-worker';

const quietHealth = () => {
  const lines: string[] = [];
  const health = createJobHealth({ log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } });
  return { lines, report: health.job('webhook-deliveries', 'Webhook deliveries'), health };
};

describe('the delivery worker', () => {
  it('runs rounds back to back while there is work, and stop waits for the round in progress', async () => {
    const rounds: string[] = [];
    let release: () => void = () => {};
    let work = 3;
    const worker = createDeliveryWorker(
      async () => {
        rounds.push('start');
        if (work === 1) await new Promise<void>((resolve) => (release = resolve));
        rounds.push('end');
        return work > 0 ? work-- : 0;
      },
      { idleMs: 60_000 },
    );
    worker.start(quietHealth().report);
    while (rounds.length < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    // the third round hangs (a slow receiver): stop must not resolve before it ends
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(rounds).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });

  it('keeps going after failed rounds, resting longer after each, and logs the failure once', async () => {
    const starts: number[] = [];
    const { lines, report, health } = quietHealth();
    const worker = createDeliveryWorker(
      async () => {
        starts.push(performance.now());
        if (starts.length <= 4) throw new Error('database away');
        return 0;
      },
      { idleMs: 10 },
    );
    worker.start(report);
    while (starts.length < 4) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(health.statuses()).toMatchObject([{ name: 'webhook-deliveries', state: 'failing' }]);
    while (starts.length < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    await worker.stop();
    // rests of 20, 40 and 80 ms after the first three failures (each at least the one before)
    const rests = starts.slice(1).map((at, i) => at - starts[i]!);
    expect(rests[1]!).toBeGreaterThanOrEqual(35);
    expect(rests[2]!).toBeGreaterThanOrEqual(70);
    // four failures in a row: one line with the cause, the stack once, and one line when it recovers
    expect(lines).toHaveLength(3);
    expect(lines[0]).toStartWith('Webhook deliveries failed: database away');
    expect(lines[1]).toStartWith('Error: database away');
    expect(lines[2]).toStartWith('Webhook deliveries recovered after 4 failed run(s)');
    expect(health.statuses()).toEqual([{ name: 'webhook-deliveries', state: 'ok', failures: 0 }]);
  });
});
