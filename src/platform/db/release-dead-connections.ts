import type { Pool, PoolClient } from 'pg';

/** pg's own flags for a connection that can no longer run a query (not in its public types). */
type PgClient = PoolClient & { _queryable?: boolean; _ended?: boolean };

const isDead = (client: PgClient) => client._queryable === false || client._ended === true;

/**
 * Hands a checked-out connection back to the pool as soon as it dies.
 *
 * Kysely (which MikroORM runs its SQL through) does not release a transaction's connection when BEGIN,
 * COMMIT or ROLLBACK throws — and when PostgreSQL goes away, that is what happens to every transaction in
 * flight. Each such connection would stay checked out for ever: after an outage the pool would be short of
 * connections (or have none), and requests would queue until their connect timeout long after the database
 * is back. Released with an error, pg-pool discards the dead connection and opens a fresh one when needed.
 * The owner's own release, if it still comes, becomes a no-op instead of pg-pool's double-release error.
 */
export function releaseDeadConnections(pool: Pool): void {
  const checkedOut = new Map<PgClient, () => void>();

  pool.on('acquire', (acquired) => {
    const client = acquired as PgClient;
    checkedOut.set(client, () => {});
    // pg-pool sets client.release right after this event; wrap it once it is there, before the owner runs.
    queueMicrotask(() => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        release(error);
      };
      client.release = releaseOnce;
      const onBroken = () => {
        if (isDead(client)) releaseOnce(new Error('The database connection was lost'));
      };
      checkedOut.set(client, () => {
        client.removeListener('error', onBroken);
        client.removeListener('end', onBroken);
      });
      client.on('error', onBroken);
      client.on('end', onBroken);
      onBroken();
    });
  });

  pool.on('release', (_error, client) => {
    const released = client as PgClient;
    checkedOut.get(released)?.();
    checkedOut.delete(released);
  });
}
