import { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CONNECT_TIMEOUT_MS } from './orm';

/**
 * `COPY (select …) TO STDOUT` on a connection of its own, streamed: PostgreSQL writes the CSV itself, so a million-row
 * export costs the server no row decoding and no CSV writing (bench/RESULTS.md). The socket is paused while the
 * consumer is behind (pg-copy-streams' back-pressure), so memory stays flat at any size. Not for the embedded
 * database: PGlite answers one statement at a time, so a COPY would hold up every other request; its exports keep the
 * paged path.
 */
export type CopyOut = {
  /** Connects and starts the COPY: fails (to be answered elsewhere) before the first byte when the server is away. */
  stream(sql: string): Promise<AsyncIterable<Uint8Array>>;
  close(): Promise<void>;
};

/** Bytes handed on at once (a few hundred rows): small enough to keep memory flat, large enough to cost nothing per row. */
const COPY_BATCH_BYTES = 64 * 1024;

/** At most this many COPYs at once per server copy and database: each holds a connection for its whole download. */
const COPY_CONNECTIONS = 2;

export function createCopyOut(url: string): CopyOut {
  let pool: Pool | undefined;
  const poolOf = () => {
    if (!pool) {
      pool = new Pool({
        connectionString: url,
        max: COPY_CONNECTIONS,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        idleTimeoutMillis: 10_000,
        options: '-c jit=off',
      });
      // an idle connection that dies is dropped by the pool; without a listener it would end the process
      pool.on('error', () => {});
    }
    return pool;
  };
  return {
    async stream(sql) {
      const client = await poolOf().connect();
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        // released with an error, pg-pool closes the connection: a COPY left half-read cannot be reused
        client.release(error);
      };
      const source = copyTo(sql);
      client.query(source as never);
      source.on('error', (error: Error) => release(error));
      return (async function* () {
        try {
          // PostgreSQL sends each row as a message of its own: handing a response stream a million ~330-byte chunks
          // cost more than the COPY itself (the stream's per-chunk work led the profile), so rows go out in batches
          let batch: Buffer[] = [];
          let size = 0;
          for await (const chunk of source) {
            batch.push(chunk as Buffer);
            size += (chunk as Buffer).length;
            if (size < COPY_BATCH_BYTES) continue;
            yield Buffer.concat(batch, size);
            batch = [];
            size = 0;
          }
          if (size > 0) yield Buffer.concat(batch, size);
          release();
        } finally {
          release(new Error('The export was abandoned before its end'));
        }
      })();
    },
    async close() {
      await pool?.end();
    },
  };
}
