import { createInFlight } from './in-flight';

/**
 * Work a request starts and does not wait for (an e-mail or a text sent after the answer, so that its timing tells
 * nothing). The server's shutdown, and a test's, wait for it before the database closes: otherwise the work meets a
 * closed pool half-way (and a pool closing under a checked-out connection can wait for ever).
 */
export type BackgroundTasks = {
  /** Runs `work` after the current request's answer; a failure is logged under `failure`, never thrown. */
  run(failure: string, work: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended, or after `timeoutMs`: true when they all ended. */
  drain(timeoutMs: number): Promise<boolean>;
};

// console.error looked up at each failure (not captured here), so that what replaces it later (a test's spy) hears it
const logError = (message: string, error: unknown) => console.error(message, error);

export function createBackgroundTasks(log: (message: string, error: unknown) => void = logError): BackgroundTasks {
  const tasks = createInFlight();
  return {
    run(failure, work) {
      void tasks.track(
        Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (error: unknown) => log(failure, error),
          ),
      );
    },
    drain: (timeoutMs) => tasks.drain(timeoutMs),
  };
}
