import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, Orm } from './orm';

/** The sessions opened in one request, command or job run: one EntityManager per database, forked when first asked for. */
const scopes = new AsyncLocalStorage<Map<Orm, EntityManager>>();

/**
 * Runs `work` as one unit of persistence (ADR 0005): every `sessionOf(orm)` inside it, however deep, answers the same
 * EntityManager. The HTTP server wraps each request in one (platform/http/request-session.ts), the commands and jobs
 * each run.
 */
export const withSession = <T>(work: () => T): T => scopes.run(new Map(), work);

/**
 * The EntityManager of the current request, command or job for `orm`; outside any (a test's own setup), a fresh fork.
 * A plain fork: it never joins a transaction by itself (a write that must is given its `Transaction`, ADR 0007).
 */
export function sessionOf(orm: Orm): EntityManager {
  const open = scopes.getStore();
  if (!open) return orm.em.fork();
  let em = open.get(orm);
  if (!em) {
    em = orm.em.fork();
    open.set(orm, em);
  }
  return em;
}
