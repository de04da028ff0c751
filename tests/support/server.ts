import type { Subprocess } from 'bun';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { TEST_JWT_SECRET } from './test-app';
import { createMigratedDatabase } from './test-database';

export type RunningServer = {
  url: string;
  /** the database as the test reaches it (straight, not through a proxy the server may be using) */
  databaseUrl?: string;
  dataDir: string;
  process: Subprocess;
  /** what the server wrote to stdout and stderr so far */
  output(): string;
  /** SIGTERM, then waits for the exit; the data folder and database are removed unless `keepData` */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

export type StartServerOptions = {
  /** rewrites the database URL the server is given, e.g. to reach it through a TCP proxy */
  serverDatabaseUrl?: (databaseUrl: string) => string;
  /** the embedded PGlite in the data folder, even where TEST_DATABASE_URL names a server */
  embedded?: boolean;
  /** an existing data folder (a restart); a new temporary one otherwise */
  dataDir?: string;
  /**
   * The environment `make start` gives it and nothing more (issue 24): no JWT_SECRET (generated into the data folder),
   * the default demo seed; only the port, the host and the data folder are set.
   */
  asReadmeSays?: boolean;
  /** the port to listen on (a free one otherwise) */
  port?: number;
  /**
   * how long the server may take to answer its health check (110 s, under the hooks' 120 s); a first run migrates and
   * seeds first, and on a loaded two-core machine an embedded start beside the other lanes once took over 60 s
   */
  startTimeoutMs?: number;
};

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The real server process (`bun src/main.ts`) on a fresh database: a new database on TEST_DATABASE_URL's
 * server, or the embedded PGlite in a temporary folder. Serves the built web app from web/dist.
 */
export async function startServer(env: Record<string, string> = {}, options: StartServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'edureach-e2e-'));
  let databaseUrl: string | undefined;
  const serverUrl = options.embedded ? undefined : process.env.TEST_DATABASE_URL;
  let dbName: string | undefined;
  if (serverUrl) {
    dbName = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
    databaseUrl = await createMigratedDatabase(serverUrl, dbName);
  }
  const place = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  const child = Bun.spawn(['node_modules/.bin/bun', 'src/main.ts'], {
    env: options.asReadmeSays
      ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...place, ...env }
      : {
          ...process.env,
          NODE_ENV: 'development',
          ...place,
          SEED_STUDENTS: '400',
          // tests sign tokens for members and admins they create straight in the database (tests/support/auth.ts)
          JWT_SECRET: TEST_JWT_SECRET,
          DATABASE_URL: databaseUrl ? (options.serverDatabaseUrl?.(databaseUrl) ?? databaseUrl) : '',
          ...env,
        },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  // Drained as it comes, so a chatty server never blocks on a full pipe.
  let output = '';
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) output = (output + decoder.decode(chunk.value)).slice(-200_000);
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 110_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await drained;
      throw new Error(`server exited: ${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start within ${startTimeoutMs / 1000} s: ${output}`);
    await Bun.sleep(200);
  }
  return {
    url,
    databaseUrl,
    dataDir,
    process: child,
    output: () => output,
    async stop(stopOptions = {}) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await child.exited;
      await drained;
      if (stopOptions.keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && dbName) {
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${dbName} with (force)`);
        await cleanup.end();
      }
    },
  };
}
