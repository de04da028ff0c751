import type { EntitySchema } from '@mikro-orm/core';
import { Pool } from 'pg';
import { createCopyOut } from './copy-out';
import { describeError as describe } from './database-errors';
import { createOrm, type Orm } from './orm';
import { createReadRouting, readsFromPrimary, type ReadRouting } from './read-replica';
import { parseLsn, type ReplicaProbe } from './replica-routing-rules';
import { createPostgresWritePositions, createRedisWritePositions } from './write-positions';

/** A probe that does not answer within this marks the replica down. */
export const PROBE_TIMEOUT_MS = 1_000;

const PRIMARY_PROBE = 'select pg_current_wal_flush_lsn()::text as flushed';
const REPLICA_PROBE = `select pg_is_in_recovery() as in_recovery,
  pg_last_wal_replay_lsn()::text as replayed,
  pg_last_wal_receive_lsn()::text as received,
  extract(epoch from (now() - pg_last_xact_replay_timestamp()))::float8 as since_last_commit`;

/**
 * A pool of one connection for probes, apart from the ORM's pool: a busy pool must not make a healthy replica look
 * down (the probe would wait for a free connection), and a hung server must not hold a probe for longer than its timeout.
 */
function probePool(url: string): Pool {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, idleTimeoutMillis: 30_000, keepAlive: true });
  // an idle connection that dies (the server stopped) is dropped by the pool; without a listener it would crash the process
  pool.on('error', () => {});
  return pool;
}

async function queryOne<T>(pool: Pool, sql: string): Promise<T> {
  const client = await pool.connect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    const result = await Promise.race([client.query(sql), timeout]);
    client.release();
    return result.rows[0] as T;
  } catch (error) {
    client.release(true);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Measures the replica (and, just before, the primary's flushed WAL position). */
export function replicaProber(primaryUrl: string, replicaUrl: string) {
  const primaryPool = probePool(primaryUrl);
  const replicaPool = probePool(replicaUrl);
  return {
    async probe(): Promise<ReplicaProbe> {
      const primaryFlushedLsn = await queryOne<{ flushed: string }>(primaryPool, PRIMARY_PROBE).then(
        (row) => parseLsn(row.flushed),
        () => undefined,
      );
      try {
        const row = await queryOne<{ in_recovery: boolean; replayed: string | null; received: string | null; since_last_commit: number | null }>(
          replicaPool,
          REPLICA_PROBE,
        );
        return {
          reachable: true,
          inRecovery: row.in_recovery,
          replayedLsn: row.replayed ? parseLsn(row.replayed) : undefined,
          receivedLsn: row.received ? parseLsn(row.received) : undefined,
          secondsSinceLastReplayedCommit: row.since_last_commit ?? undefined,
          primaryFlushedLsn,
        };
      } catch (error) {
        return { reachable: false, reason: describe(error) };
      }
    },
    async close() {
      await Promise.all([primaryPool.end(), replicaPool.end()]);
    },
  };
}

export type OpenReadRoutingOptions = {
  primary: Orm;
  /** DATABASE_URL; unset (the embedded database): no COPY, and no replica */
  primaryUrl?: string;
  /** DATABASE_READ_URL; unset: every read on the primary */
  replicaUrl?: string;
  maxLagSeconds: number;
  entities: EntitySchema<any, any>[];
  poolSize?: number;
  /** REDIS_URL: read-your-writes positions in Redis instead of PostgreSQL */
  redisUrl?: string;
  log?: (line: string) => void;
};

/**
 * The routing for the server: with DATABASE_READ_URL, a second ORM on the replica (no migrations: the replica
 * replays the primary's), probed once before the first request so the start-up log says where reads go.
 */
export async function openReadRouting(options: OpenReadRoutingOptions): Promise<ReadRouting> {
  const primaryCopy = options.primaryUrl ? createCopyOut(options.primaryUrl) : undefined;
  if (!options.replicaUrl) return readsFromPrimary(options.primary, primaryCopy);
  if (!options.primaryUrl) throw new Error('DATABASE_READ_URL needs DATABASE_URL: a replica of the embedded database is not supported');
  // MikroORM connects on the first query, so a replica that is down at start-up costs a log line, not the start
  const orm = await createOrm({ url: options.replicaUrl, entities: options.entities, poolSize: options.poolSize ?? 10 });
  const prober = replicaProber(options.primaryUrl, options.replicaUrl);
  const positions = options.redisUrl ? createRedisWritePositions(options.primary, options.redisUrl) : createPostgresWritePositions(options.primary);
  const copy = createCopyOut(options.replicaUrl);
  const routing = createReadRouting({
    primary: options.primary,
    primaryCopy,
    replica: {
      orm,
      copy,
      probe: prober.probe,
      async close() {
        await orm.close(true);
        await prober.close();
        await copy.close();
      },
    },
    positions,
    maxLagSeconds: options.maxLagSeconds,
    log: options.log,
  });
  await routing.probe();
  return routing;
}
