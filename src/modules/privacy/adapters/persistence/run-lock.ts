import { Client } from 'pg';
import type { RunLock } from '@modules/privacy/application/ports/retention.port';

/** The advisory lock key of the retention run (ADR 0019): two ints, so it cannot meet another lock's bigint key. */
const RETENTION_LOCK = [16, 5] as const;

/**
 * One run at a time across every server copy and `make retention`: a session-level PostgreSQL advisory lock on a
 * connection of its own (not the pool's, whose sessions are shared), released when the run ends or the connection dies.
 */
export function advisoryRunLock(databaseUrl: string, key: readonly [number, number] = RETENTION_LOCK): RunLock {
  return {
    async tryRun(work) {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('select pg_try_advisory_lock($1, $2) as locked', [...key]);
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', [...key]);
        }
      } finally {
        await client.end();
      }
    },
  };
}

const runningHere = new Set<string>();

/**
 * The embedded PGlite serves one session to everyone (the server and a `make retention` through its socket share it),
 * so an advisory lock would always be granted: one run at a time within the process instead. A run that does get
 * past it still cannot notice anyone twice (the notice row is claimed before the e-mail goes).
 */
export function inProcessRunLock(name = 'retention'): RunLock {
  return {
    async tryRun(work) {
      if (runningHere.has(name)) return { ran: false };
      runningHere.add(name);
      try {
        return { ran: true, value: await work() };
      } finally {
        runningHere.delete(name);
      }
    },
  };
}
