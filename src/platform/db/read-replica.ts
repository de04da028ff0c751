import type { EntitySchema } from '@mikro-orm/core';
import { Pool } from 'pg';
import { isDatabaseUnavailable } from './database-errors';
import { createOrm, type EntityManager, type Orm } from './orm';
import {
  healthChangeMessage,
  healthOf,
  parseLsn,
  readTarget,
  replicaUsable,
  type ReadTarget,
  type ReplicaHealth,
  type ReplicaProbe,
} from './replica-routing-rules';
import { createPostgresWritePositions, createRedisWritePositions, type WritePositions } from './write-positions';

/**
 * Read-replica routing on PostgreSQL's own streaming replication (DATABASE_READ_URL).
 *
 * Heavy reads that may be a second or two old (catalogue lists, facets, stat cards, the dashboard, exports) go through
 * `read()`: to the replica while it is reachable, a standby, and at most DATABASE_READ_MAX_LAG_SECONDS behind; to the
 * primary otherwise. Every write, every charged transaction, and every read inside one, uses `primary`.
 *
 * Read your writes: after a member's (or admin's) write, the app records where the primary's WAL stood
 * (`wrote()`, done for every successful non-GET request by a signed-in caller in app.ts). That reader's reads then go
 * to the primary until the replica has replayed past that position: exact, and the same on every server copy, since
 * the position is kept in PostgreSQL (or Redis with REDIS_URL), not in one copy's memory.
 *
 * The replica is probed at most once per PROBE_EVERY_MS, and only while reads come; a replica that is down or behind
 * costs one log line when that changes, and its reads are answered by the primary. A read that fails on the replica
 * because the replica went away (or a recovery conflict cancelled it) is answered by the primary too.
 */
export type ReadRouting = {
  /** true when DATABASE_READ_URL is set */
  readonly hasReplica: boolean;
  /** The primary: writes, charged transactions, and the reads that are part of them. */
  readonly primary: Orm;
  /**
   * Runs a read-only piece of work where it may run: the replica when usable and, for `reader`, past their latest
   * write; the primary otherwise, or when the replica fails under it. The work must not write (the replica refuses).
   */
  read<T>(work: (em: EntityManager) => Promise<T>, reader?: Reader): Promise<T>;
  /** Where `read(…, reader)` would go right now. */
  target(reader?: Reader): Promise<ReadTarget>;
  /** Call once a reader's write has committed: their reads stay on the primary until the replica has replayed it. */
  wrote(reader: Reader): Promise<void>;
  /** Probes the replica now (at start-up, in tests); reads otherwise probe it at most once per PROBE_EVERY_MS. */
  probe(): Promise<ReplicaHealth>;
  /** The replica's state as last probed. */
  health(): ReplicaHealth;
  close(): Promise<void>;
};

/** Whose reads follow whose writes: a member or an admin (MemberPrincipal and AdminPrincipal fit). */
export type Reader = { kind: 'member' | 'admin'; id: string };

export const readerKey = (reader: Reader) => `${reader.kind}:${reader.id}`;

/** A replica state older than this is refreshed in the background while reads come. */
export const PROBE_EVERY_MS = 1_000;
/** A "usable" state older than this is not trusted: the read waits for a fresh probe (at most PROBE_TIMEOUT_MS). */
export const USABLE_STATE_TRUSTED_FOR_MS = 3_000;
/** A probe that does not answer within this marks the replica down. */
export const PROBE_TIMEOUT_MS = 1_000;
/**
 * A flapping replica must not flood the log: at most LOG_LINES_PER_MINUTE lines about its state a minute; a change
 * not logged then is logged at the next probe after that (compared with the last state logged, so flaps cancel out).
 */
const LOG_LINES_PER_MINUTE = 6;

export type ReplicaConnection = {
  orm: Orm;
  /** one measurement of the replica (and of the primary's WAL position); never throws */
  probe(): Promise<ReplicaProbe>;
  close(): Promise<void>;
};

export type ReadRoutingOptions = {
  primary: Orm;
  replica?: ReplicaConnection;
  /** where readers' last write positions are kept; required with a replica */
  positions?: WritePositions;
  maxLagSeconds: number;
  log?: (line: string) => void;
  now?: () => number;
};

export function createReadRouting(options: ReadRoutingOptions): ReadRouting {
  const { primary, replica, positions, maxLagSeconds } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  if (replica && !positions) throw new Error('createReadRouting: a replica needs a store of write positions');

  let health: ReplicaHealth = { state: 'unknown' };
  let probedAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<ReplicaHealth> | undefined;

  let logged: ReplicaHealth = { state: 'unknown' };
  let loggedAt: number[] = [];
  const logChange = () => {
    const message = healthChangeMessage(logged, health, maxLagSeconds);
    if (!message) return;
    loggedAt = loggedAt.filter((at) => now() - at < 60_000);
    if (loggedAt.length >= LOG_LINES_PER_MINUTE) return;
    log(message);
    logged = health;
    loggedAt.push(now());
  };
  const setHealth = (next: ReplicaHealth) => {
    health = next;
    probedAt = now();
    logChange();
  };

  const probe = (): Promise<ReplicaHealth> => {
    if (!replica) return Promise.resolve(health);
    // one probe at a time: concurrent reads share it
    probing ??= replica
      .probe()
      .catch((error): ReplicaProbe => ({ reachable: false, reason: describe(error) }))
      .then((result) => {
        setHealth(healthOf(result));
        return health;
      })
      .finally(() => (probing = undefined));
    return probing;
  };

  /** The replica's state, refreshed in the background once it is PROBE_EVERY_MS old. */
  const currentHealth = async (): Promise<ReplicaHealth> => {
    const age = now() - probedAt;
    if (age < PROBE_EVERY_MS) return health;
    const refreshed = probe();
    // A usable state that is too old could hide a replica that fell behind meanwhile: wait for the probe.
    // Any other state already sends reads to the primary, which needs no waiting.
    if (replicaUsable(health, maxLagSeconds) && age >= USABLE_STATE_TRUSTED_FOR_MS) return refreshed;
    return health;
  };

  const lastWriteOf = async (reader: Reader | undefined): Promise<bigint | undefined | 'unknown'> => {
    if (!reader || !positions) return undefined;
    try {
      return await positions.recall(readerKey(reader));
    } catch (error) {
      logProblem(`Read replica: the last write position of ${readerKey(reader)} could not be read (${describe(error)}); reading from the primary.`);
      return 'unknown';
    }
  };

  let problemLoggedAt = Number.NEGATIVE_INFINITY;
  const logProblem = (line: string) => {
    if (now() - problemLoggedAt < 10_000) return;
    problemLoggedAt = now();
    log(line);
  };

  const target = async (reader?: Reader): Promise<ReadTarget> => {
    if (!replica) return 'primary';
    const current = await currentHealth();
    if (!replicaUsable(current, maxLagSeconds)) return 'primary';
    const lastWrite = await lastWriteOf(reader);
    if (lastWrite === 'unknown') return 'primary';
    return readTarget(current, maxLagSeconds, lastWrite);
  };

  return {
    hasReplica: replica !== undefined,
    primary,
    target,
    async read(work, reader) {
      if (!replica || (await target(reader)) === 'primary') return work(primary.em.fork());
      try {
        return await work(replica.orm.em.fork());
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          setHealth({ state: 'down', reason: describe(error) });
          return work(primary.em.fork());
        }
        // A hot standby cancels a query whose rows recovery must remove: the primary has no such conflict.
        if (isRecoveryConflict(error)) return work(primary.em.fork());
        throw error;
      }
    },
    async wrote(reader) {
      if (!replica || !positions) return;
      await positions
        .remember(readerKey(reader))
        .catch((error) => logProblem(`Read replica: the write position of ${readerKey(reader)} could not be recorded (${describe(error)}).`));
    },
    probe,
    health: () => health,
    async close() {
      await probing?.catch(() => {});
      await replica?.close();
      await positions?.close();
    },
  };
}

/** The routing without a replica: every read on the primary (DATABASE_READ_URL unset, commands, tests). */
export const readsFromPrimary = (primary: Orm): ReadRouting => createReadRouting({ primary, maxLagSeconds: 0 });

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

/** SQLSTATE 40001 on a standby: "canceling statement due to conflict with recovery". */
function isRecoveryConflict(error: unknown): boolean {
  for (let current: any = error, depth = 0; current && depth < 5; depth++, current = current.cause) {
    if (current.code === '40001' || /conflict with recovery/i.test(String(current.message))) return true;
  }
  return false;
}

// ───────────────────────────── the real replica: its ORM and its probe ─────────────────────────────

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
  if (!options.replicaUrl) return readsFromPrimary(options.primary);
  if (!options.primaryUrl) throw new Error('DATABASE_READ_URL needs DATABASE_URL: a replica of the embedded database is not supported');
  // MikroORM connects on the first query, so a replica that is down at start-up costs a log line, not the start
  const orm = await createOrm({ url: options.replicaUrl, entities: options.entities, poolSize: options.poolSize ?? 10 });
  const prober = replicaProber(options.primaryUrl, options.replicaUrl);
  const positions = options.redisUrl ? createRedisWritePositions(options.primary, options.redisUrl) : createPostgresWritePositions(options.primary);
  const routing = createReadRouting({
    primary: options.primary,
    replica: {
      orm,
      probe: prober.probe,
      async close() {
        await orm.close(true);
        await prober.close();
      },
    },
    positions,
    maxLagSeconds: options.maxLagSeconds,
    log: options.log,
  });
  await routing.probe();
  return routing;
}
