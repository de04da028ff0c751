/** A background job run every `everyMs` (the first time after `firstAfterMs`), one run at a time, stopped with the server. */
export type RepeatingJob = {
  /** clears the timer and waits for a run in progress to end */
  stop(): Promise<void>;
};

export function startRepeatingJob(
  run: () => Promise<void>,
  options: { everyMs: number; firstAfterMs: number; onError: (error: unknown) => void },
): RepeatingJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    if (stopped || running) return;
    running = run()
      .catch(options.onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.everyMs);
      });
  };
  timer = setTimeout(tick, options.firstAfterMs);
  // a pending run never keeps the process alive on its own
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
