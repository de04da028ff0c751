import { describe, expect, it } from 'bun:test';
import { createDeliveryWorker } from './delivery-worker';

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
      { idleMs: 60_000, onError: () => {} },
    );
    worker.start();
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

  it('keeps going after a failed round, reporting the error', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const worker = createDeliveryWorker(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return 0;
      },
      { idleMs: 1, onError: (error) => errors.push(error) },
    );
    worker.start();
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    await worker.stop();
    expect(errors.map((error) => (error as Error).message)).toEqual(['database away']);
  });
});
