import Redis from 'ioredis';
import type { Orm } from './orm';
import { sessionOf } from './session';
import { raw, sql } from './sql';
import { formatLsn, parseLsn } from './replica-routing-rules';

/**
 * Where the primary's WAL stood just after each reader's latest write ("read your writes"), kept where every server
 * copy sees it: the member who saved on one copy and reads on another is still sent to the primary until the replica
 * has replayed that far. Keyed by an actor key (`member:<id>`, `admin:<id>`).
 */
export type WritePositions = {
  /** Call once the actor's write has committed: records the primary's current WAL position for them. */
  remember(actor: string): Promise<void>;
  /** The position remembered for the actor within REMEMBERED_FOR_SECONDS, if any. */
  recall(actor: string): Promise<bigint | undefined>;
  close(): Promise<void>;
};

/**
 * How long a position is kept. Past it the replica has long replayed the write, or is so far behind that the lag
 * rule keeps every read on the primary anyway (the lag limit is seconds, this is minutes).
 */
export const REMEMBERED_FOR_SECONDS = 300;

/**
 * `pg_current_wal_insert_lsn()`, not `pg_current_wal_lsn()`: the insert position is past every record already
 * inserted, so it is past the commit of a write that has returned, even with synchronous_commit off (where the
 * written/flushed position can still be short of it). It can only be a little ahead, which keeps a reader on the
 * primary a moment longer, never less.
 */
const CURRENT_POSITION = raw('pg_current_wal_insert_lsn()');

/**
 * In PostgreSQL, on the primary: one row per actor in an UNLOGGED table (Migration20261129000000_read_your_writes):
 * not written to the WAL (a position says nothing once the primary restarts) and never replicated. Costs one upsert
 * per write and one primary-key lookup per read of a member while a replica is in use.
 */
export function createPostgresWritePositions(primary: Orm): WritePositions {
  return {
    async remember(actor) {
      // greatest(): two copies recording the same member's writes at once keep the later position
      await sql`insert into read_your_writes as positions (actor, lsn, written_at) values (${actor}, ${CURRENT_POSITION}, now())
         on conflict (actor) do update set lsn = greatest(positions.lsn, excluded.lsn), written_at = now()`.run(sessionOf(primary));
    },
    async recall(actor) {
      const row = await sql`select lsn::text as lsn from read_your_writes
        where actor = ${actor} and written_at > now() - make_interval(secs => ${REMEMBERED_FOR_SECONDS})`.first<{ lsn: string }>(sessionOf(primary));
      return row ? parseLsn(row.lsn) : undefined;
    },
    async close() {},
  };
}

// Keep the greater of the stored and the new position (zero-padded, so they compare as strings), and refresh the expiry.
const REMEMBER = `
local current = redis.call('GET', KEYS[1])
if (not current) or ARGV[1] > current then current = ARGV[1] end
redis.call('SET', KEYS[1], current, 'PX', ARGV[2])
return current
`;

/** In Redis (REDIS_URL), beside the rate limits: the read side then costs no primary round trip at all. */
export function createRedisWritePositions(primary: Orm, url: string, prefix = 'read-your-writes:'): WritePositions {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async remember(actor) {
      const row = await sql`select ${CURRENT_POSITION}::text as lsn`.first<{ lsn: string }>(sessionOf(primary));
      await redis.eval(REMEMBER, 1, `${prefix}${actor}`, formatLsn(parseLsn(row!.lsn)), String(REMEMBERED_FOR_SECONDS * 1000));
    },
    async recall(actor) {
      const stored = await redis.get(`${prefix}${actor}`);
      return stored ? parseLsn(stored) : undefined;
    },
    async close() {
      await redis.quit();
    },
  };
}
