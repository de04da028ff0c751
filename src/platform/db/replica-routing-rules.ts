/**
 * The pure decisions behind read-replica routing (read-replica.ts does the I/O): how far behind a replica is, and
 * whether a read may go to it. No clock, no connection: every input is a number the probes measured.
 */

/** A WAL position (`pg_lsn`, written `16/B374D848`) as a number, so that positions compare exactly. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${JSON.stringify(text)}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The inverse of parseLsn, zero-padded so that two positions compare as strings the way they compare as numbers. */
export function formatLsn(lsn: bigint): string {
  const hex = (n: bigint) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${hex(lsn >> 32n)}/${hex(lsn & 0xffffffffn)}`;
}

/** What one probe of the replica (and of the primary, when it answered) found. */
export type ReplicaProbe =
  | { reachable: false; reason: string }
  | {
      reachable: true;
      /** pg_is_in_recovery(): false means DATABASE_READ_URL is not a standby (or was promoted): never read from it */
      inRecovery: boolean;
      /** pg_last_wal_replay_lsn(): everything up to here is visible to reads on the replica */
      replayedLsn?: bigint;
      /** pg_last_wal_receive_lsn(): what the replica has received from the primary (replayed or not) */
      receivedLsn?: bigint;
      /** now() − pg_last_xact_replay_timestamp() on the replica, in seconds; undefined before any replayed commit */
      secondsSinceLastReplayedCommit?: number;
      /** pg_current_wal_flush_lsn() on the primary, read just before the replica; undefined when the primary did not answer */
      primaryFlushedLsn?: bigint;
    };

export type ReplicaHealth =
  | { state: 'unknown' }
  | { state: 'down'; reason: string }
  | { state: 'not-standby' }
  | { state: 'up'; replayedLsn: bigint; lagSeconds: number };

/**
 * How many seconds the replica is behind, from `pg_last_xact_replay_timestamp()`:
 * - 0 when it has replayed everything the primary had flushed when we asked (a quiet primary commits nothing, so the
 *   time since the last replayed commit grows without the replica being behind at all);
 * - otherwise the time since the last commit it replayed. That overstates the lag when the primary was quiet before
 *   its latest write, which only sends reads to the primary a little longer: never the other way round;
 * - without the primary's position (the primary did not answer) the replica is compared with what it has received.
 */
export function replicaLagSeconds(probe: Extract<ReplicaProbe, { reachable: true }>): number {
  const replayed = probe.replayedLsn;
  if (replayed === undefined) return Number.POSITIVE_INFINITY;
  const caughtUpTo = probe.primaryFlushedLsn ?? probe.receivedLsn;
  if (caughtUpTo !== undefined && replayed >= caughtUpTo) return 0;
  return Math.max(0, probe.secondsSinceLastReplayedCommit ?? Number.POSITIVE_INFINITY);
}

export function healthOf(probe: ReplicaProbe): ReplicaHealth {
  if (!probe.reachable) return { state: 'down', reason: probe.reason };
  if (!probe.inRecovery || probe.replayedLsn === undefined) return { state: 'not-standby' };
  return { state: 'up', replayedLsn: probe.replayedLsn, lagSeconds: replicaLagSeconds(probe) };
}

/** Whether the replica may serve reads at all: reachable, a standby, and at most `maxLagSeconds` behind. */
export const replicaUsable = (health: ReplicaHealth, maxLagSeconds: number): health is Extract<ReplicaHealth, { state: 'up' }> =>
  health.state === 'up' && health.lagSeconds <= maxLagSeconds;

export type ReadTarget = 'replica' | 'primary';

/**
 * Where one read goes. `lastWriteLsn` is where the primary's WAL stood just after the reader's own latest write: the
 * replica may answer only once it has replayed that far, so a member always reads what they have just written.
 */
export function readTarget(health: ReplicaHealth, maxLagSeconds: number, lastWriteLsn?: bigint): ReadTarget {
  if (!replicaUsable(health, maxLagSeconds)) return 'primary';
  if (lastWriteLsn !== undefined && health.replayedLsn < lastWriteLsn) return 'primary';
  return 'replica';
}

/** The one log line a change of state deserves (none while the state stays the same). */
export function healthChangeMessage(before: ReplicaHealth, after: ReplicaHealth, maxLagSeconds: number): string | undefined {
  const kind = (health: ReplicaHealth) => (health.state === 'up' ? (health.lagSeconds <= maxLagSeconds ? 'serving' : 'lagging') : health.state);
  const was = kind(before);
  const now = kind(after);
  if (was === now) return undefined;
  switch (after.state) {
    case 'down':
      return `Read replica unreachable (${after.reason}); reads go to the primary until it answers.`;
    case 'not-standby':
      return 'DATABASE_READ_URL is not a standby (pg_is_in_recovery() is false); reads stay on the primary.';
    case 'up':
      return now === 'lagging'
        ? `Read replica is ${formatSeconds(after.lagSeconds)} behind (limit ${maxLagSeconds} s); reads go to the primary until it catches up.`
        : `Read replica is serving reads (${formatSeconds(after.lagSeconds)} behind).`;
    default:
      return undefined;
  }
}

const formatSeconds = (seconds: number) => (Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : 'an unknown time');
