import { Elysia } from 'elysia';
import { withSession } from '../db/session';
import type { InFlight } from '../kernel/in-flight';

/**
 * One persistence session per request (ADR 0005): the whole handling of a request, its hooks included, runs inside
 * `withSession`, so every repository it reaches shares one EntityManager (`sessionOf`). Elysia's `wrap` puts a function
 * around the app's fetch, which both the server (`listen`) and the tests (`app.handle`) go through.
 * Each handling is tracked in `requests` until it ends: the server's shutdown waits for them before the pool closes,
 * including those whose caller hung up (the HTTP server counts a closed connection as done, its handler is not).
 */
export const requestSessions = (requests: InFlight) =>
  new Elysia({ name: 'platform.request-session' }).wrap(
    (fetch) =>
      (...args: unknown[]) =>
        requests.track(Promise.resolve(withSession(() => (fetch as (...args: unknown[]) => unknown)(...args)))),
  );
