import { Elysia } from 'elysia';
import { withSession } from '../db/session';

/**
 * One persistence session per request (ADR 0005): the whole handling of a request, its hooks included, runs inside
 * `withSession`, so every repository it reaches shares one EntityManager (`sessionOf`). Elysia's `wrap` puts a function
 * around the app's fetch, which both the server (`listen`) and the tests (`app.handle`) go through.
 */
export const requestSessions = () =>
  new Elysia({ name: 'platform.request-session' }).wrap(
    (fetch) =>
      (...args: unknown[]) =>
        withSession(() => (fetch as (...args: unknown[]) => unknown)(...args)),
  );
