import { type Reader, readerKey } from '../kernel/reader';
import type { CopyOut } from './copy-out';
import { describeError as describe, isDatabaseUnavailable, isRecoveryConflict } from './database-errors';
import type { EntityManager, Orm } from './orm';
import { sessionOf } from './session';
import { healthChangeMessage, healthOf, readTarget, replicaUsable, type ReadTarget, type ReplicaHealth, type ReplicaProbe } from './replica-routing-rules';
import type { WritePositions } from './write-positions';

export type { Reader } from '../kernel/reader';
/**
 * Read-replica routing on PostgreSQL's own streaming replication (DATABASE_READ_URL). Heavy reads that may be a second or two old (catalogue lists, facets, stat cards, the dashboard, exports) go through
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
  readonly hasReplica: boolean; // true when DATABASE_READ_URL is set
  readonly primary: Orm; // writes, charged transactions, and the reads that are part of them
  /**
   * Runs a read-only piece of work where it may run: the replica when usable and, for `reader`, past their latest
   * write; the primary otherwise, or when the replica fails under it. The work must not write (the replica refuses);
   * it may be a whole transaction (`em.transactional`, e.g. with `set local statement_timeout`), which runs on one side.
   */
  read<T>(work: (em: EntityManager) => Promise<T>, reader?: Reader): Promise<T>;
  /**
   * `COPY (sql) TO STDOUT`, streamed from where `read(…, reader)` would go (the primary when the replica refuses the
   * connection); undefined where COPY is not available (the embedded database): the caller then reads in pages.
   */
  copyOut(sql: string, reader?: Reader): Promise<AsyncIterable<Uint8Array> | undefined>;
  /** Where `read(…, reader)` would go right now. */
  target(reader?: Reader): Promise<ReadTarget>;
  /** Call once a reader's write has committed: their reads stay on the primary until the replica has replayed it. */
  wrote(reader: Reader): Promise<void>;
  /** Probes the replica now (at start-up, in tests); reads otherwise probe it at most once per PROBE_EVERY_MS. */
  probe(): Promise<ReplicaHealth>;
  health(): ReplicaHealth; // the replica's state as last probed
  close(): Promise<void>;
};

/** A replica state older than this is refreshed in the background while reads come. */
export const PROBE_EVERY_MS = 1_000;
/** A "usable" state older than this is not trusted: the read waits for a fresh probe (at most PROBE_TIMEOUT_MS). */
export const USABLE_STATE_TRUSTED_FOR_MS = 3_000;
/** A flapping replica must not flood the log: a change not logged is logged at a later probe (flaps cancel out). */
const LOG_LINES_PER_MINUTE = 6;

export type ReplicaConnection = {
  orm: Orm;
  copy?: CopyOut;
  /** one measurement of the replica (and of the primary's WAL position); never throws */
  probe(): Promise<ReplicaProbe>;
  close(): Promise<void>;
};

export type ReadRoutingOptions = {
  primary: Orm;
  /** COPY on the primary (PostgreSQL at DATABASE_URL); none for the embedded database */
  primaryCopy?: CopyOut;
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
      if (!replica || (await target(reader)) === 'primary') return work(sessionOf(primary));
      try {
        return await work(sessionOf(replica.orm));
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          setHealth({ state: 'down', reason: describe(error) });
          return work(sessionOf(primary));
        }
        // A hot standby cancels a query whose rows recovery must remove: the primary has no such conflict.
        if (isRecoveryConflict(error)) return work(sessionOf(primary));
        throw error;
      }
    },
    async copyOut(sql, reader) {
      const primaryCopy = options.primaryCopy;
      if (!primaryCopy) return undefined;
      if (!replica?.copy || (await target(reader)) === 'primary') return primaryCopy.stream(sql);
      try {
        return await replica.copy.stream(sql);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        setHealth({ state: 'down', reason: describe(error) });
        return primaryCopy.stream(sql);
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
      await options.primaryCopy?.close();
    },
  };
}

/** The routing without a replica: every read on the primary (DATABASE_READ_URL unset, commands, tests); COPY with `copy`. */
export const readsFromPrimary = (primary: Orm, copy?: CopyOut): ReadRouting => createReadRouting({ primary, primaryCopy: copy, maxLagSeconds: 0 });
