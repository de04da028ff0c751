import { type JobReport, retryDelayMs } from '@platform/kernel/job-health';

export type DeliveryWorker = {
  /** Starts the loop; each round's outcome goes to `report` (the server's job health). */
  start(report: JobReport): void;
  /** Stops claiming; resolves once the round in progress has recorded its answers. */
  stop(): Promise<void>;
  /** One round now (tests and the loop): how many deliveries it claimed. */
  runOnce(): Promise<number>;
};

/** The longest rest after failed rounds in a row (the database away, say): the rests double up to it. */
export const MAX_FAILURE_REST_MS = 30_000;

/**
 * The delivery loop inside the server process: rounds back to back while there is work, then a pause; after a failed
 * round a rest that doubles with each failure in a row. Several server copies may run it at once; the claim
 * (`for update skip locked`) keeps them off each other's deliveries.
 */
export function createDeliveryWorker(round: () => Promise<number>, options: { idleMs: number }): DeliveryWorker {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<unknown> = Promise.resolve();

  const tick = async (report: JobReport) => {
    timer = null;
    if (!running) return;
    let claimed = 0;
    const work = round().then(
      (n) => {
        claimed = n;
        report.succeeded();
      },
      (error: unknown) => report.failed(error),
    );
    current = work;
    await work;
    if (!running) return;
    const rest = report.failures > 0 ? retryDelayMs(report.failures, options.idleMs, MAX_FAILURE_REST_MS) : claimed > 0 ? 0 : options.idleMs;
    timer = setTimeout(() => tick(report), rest);
  };

  return {
    start(report) {
      if (running) return;
      running = true;
      timer = setTimeout(() => tick(report), 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
    runOnce: round,
  };
}
