import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type EmbeddedPostgres = {
  url: string;
  /** the whole database as a tarball, for `loadDataDir` */
  dump(): Promise<Blob | File>;
  stop(): Promise<void>;
};

type Marker = { pid: number; port: number };

const markerPath = (dataDir: string) => join(dataDir, 'embedded-db.json');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The embedded server another process of ours is running on this data folder, if any. */
export function runningEmbeddedPostgres(dataDir: string): Marker | undefined {
  const path = markerPath(dataDir);
  if (!existsSync(path)) return undefined;
  const marker = JSON.parse(readFileSync(path, 'utf8')) as Marker;
  return marker.pid !== process.pid && isAlive(marker.pid) ? marker : undefined;
}

export const embeddedUrl = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres`;

/**
 * Connections the socket server accepts at once. PGlite is one backend: the socket server runs one statement at a
 * time from a queue and keeps an open transaction to the connection that began it, so extra connections cost
 * nothing but a socket. The server's pool uses one (EMBEDDED_POOL_SIZE); the rest is headroom for the CLI commands
 * that share the running server (`make import`, `seed`, `admin`, `erase`, …), each with a pool of one, and for a
 * connection that is opened while another is still closing.
 */
export const EMBEDDED_MAX_CONNECTIONS = 16;

/**
 * Starts PGlite on `dataDir` (or in memory when undefined) behind a PostgreSQL wire-protocol socket,
 * so the ORM connects to it exactly as to a real server.
 */
export async function startEmbeddedPostgres(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<EmbeddedPostgres> {
  let pgDir: string | undefined;
  if (dataDir) {
    const running = runningEmbeddedPostgres(dataDir);
    if (running) {
      throw new Error(
        `The embedded database in ${resolve(dataDir)} is in use by process ${running.pid} (port ${running.port}). ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    pgDir = join(dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm backs the catalogue search index (migrations create it only where the extension is available).
  // loadDataDir: a copy of a database dumped with `dumpDataDir()` (the tests start from a migrated one)
  const db = await PGlite.create({
    ...(pgDir ? { dataDir: pgDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  if (dataDir) writeFileSync(markerPath(dataDir), JSON.stringify({ pid: process.pid, port } satisfies Marker));
  return {
    url: embeddedUrl(port),
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
      if (dataDir) rmSync(markerPath(dataDir), { force: true });
    },
  };
}
