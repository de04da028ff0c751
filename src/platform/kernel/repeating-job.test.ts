import { describe, expect, test } from 'bun:test';
import { startRepeatingJob } from './repeating-job';

describe('repeating job', () => {
  test('runs, and stop waits for the run in progress before answering', async () => {
    const events: string[] = [];
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const job = startRepeatingJob(
      async () => {
        events.push('start');
        started();
        await new Promise<void>((resolve) => (release = resolve));
        events.push('end');
      },
      { everyMs: 60_000, firstAfterMs: 0, onError: () => events.push('error') },
    );
    await running;
    const stopped = job.stop().then(() => events.push('stopped'));
    release();
    await stopped;
    expect(events).toEqual(['start', 'end', 'stopped']);
  });

  test('a failed run is reported, not thrown', async () => {
    const errors: unknown[] = [];
    let failed!: () => void;
    const reported = new Promise<void>((resolve) => (failed = resolve));
    const job = startRepeatingJob(
      async () => {
        throw new Error('database away');
      },
      {
        everyMs: 60_000,
        firstAfterMs: 0,
        onError: (error) => {
          errors.push(error);
          failed();
        },
      },
    );
    await reported;
    await job.stop();
    expect(errors.map((error) => (error as Error).message)).toEqual(['database away']);
  });

  test('stopped before its first run, it never runs', async () => {
    let runs = 0;
    const job = startRepeatingJob(
      async () => {
        runs += 1;
      },
      { everyMs: 60_000, firstAfterMs: 0, onError: () => {} },
    );
    await job.stop();
    await Bun.sleep(5);
    expect(runs).toBe(0);
  });
});
