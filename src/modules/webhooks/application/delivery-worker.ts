export type DeliveryWorker = {
  start(): void;
  /** Stops claiming; resolves once the round in progress has recorded its answers. */
  stop(): Promise<void>;
  /** One round now (tests and the loop): how many deliveries it claimed. */
  runOnce(): Promise<number>;
};

/**
 * The delivery loop inside the server process: rounds back to back while there is work, then a pause. Several
 * server copies may run it at once; the claim (`for update skip locked`) keeps them off each other's deliveries.
 */
export function createDeliveryWorker(round: () => Promise<number>, options: { idleMs: number; onError: (error: unknown) => void }): DeliveryWorker {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<unknown> = Promise.resolve();

  const tick = async () => {
    timer = null;
    if (!running) return;
    let claimed = 0;
    const work = round().then(
      (n) => {
        claimed = n;
      },
      (error: unknown) => options.onError(error),
    );
    current = work;
    await work;
    if (running) timer = setTimeout(tick, claimed > 0 ? 0 : options.idleMs);
  };

  return {
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(tick, 0);
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
