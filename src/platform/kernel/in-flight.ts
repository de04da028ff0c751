/**
 * Work still running that a stopping server must wait for before its database closes (the requests being answered,
 * the background tasks): each tracked promise until it settles, and a wait for all of them with a deadline.
 */
export type InFlight = {
  /** `work`, remembered until it settles */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once everything tracked so far (and anything it starts) has settled, or after `timeoutMs`: true when it all did. */
  drain(timeoutMs: number): Promise<boolean>;
};

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    async drain(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      // work may start more while draining: wait until none is left
      const allEnded = (async () => {
        while (running.size > 0) await Promise.allSettled([...running]);
        return true as const;
      })();
      const ended = await Promise.race([allEnded, timedOut]);
      clearTimeout(timer);
      return ended;
    },
  };
}
