/**
 * The setting every app or server whose webhooks post to a receiver on 127.0.0.1 must be given: the SSRF guard is on
 * by default and refuses loopback targets and plain http (issue 26 §8).
 */
export const LOCAL_TARGETS = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } as const;

/** A real HTTP receiver on a local port for webhook tests: it records every request and answers the queued statuses. */
export type Received = { url: string; headers: Headers; body: string; json: any };

export function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request) => {
      const body = await request.text();
      received.push({ url: request.url, headers: request.headers, body, json: JSON.parse(body) });
      return new Response(null, { status: answers.shift() ?? 200 });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hooks/edureach`,
    received,
    /** the next requests are answered with these statuses, then 200 again */
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    clear: () => {
      received.length = 0;
      answers.length = 0;
    },
    stop: () => server.stop(true),
  };
}

/** A clock the test moves forward, so that retries come due without waiting. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}
