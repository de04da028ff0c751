import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of our own in a temporary folder, on a spare port (never the machine's shared
 * server on 5432), that a script may stop and start at will. As root, the server runs as the `postgres`
 * OS user, because PostgreSQL refuses to run as root.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: sessions are terminated, the server shuts down cleanly. */
  stop(): Promise<void>;
  /** `pg_ctl start -w`: returns once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server if running and deletes the folder. Safe to call twice. */
  destroy(): Promise<void>;
};

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return join(root, versions[0], 'bin');
}

const portInUse = (port: number) =>
  new Promise<boolean>((resolveInUse) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => (probe.destroy(), resolveInUse(true)));
    probe.once('error', () => resolveInUse(false));
  });

async function sparePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    if (port !== 5432 && !(await portInUse(port))) return port;
  }
  throw new Error(`No spare port between ${from} and ${from + 200}`);
}

async function idOf(user: string): Promise<{ uid: number; gid: number }> {
  const run = async (flag: string) => Number((await new Response(Bun.spawn(['id', flag, user]).stdout).text()).trim());
  return { uid: await run('-u'), gid: await run('-g') };
}

type Runner = { bin: string; asRoot: boolean; exec(command: string[], cwd: string): Promise<void> };

async function runner(): Promise<Runner> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const as = (command: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command);
  return {
    bin,
    asRoot,
    async exec(command, cwd) {
      const child = Bun.spawn(as(command), { cwd, stdout: 'pipe', stderr: 'pipe' });
      const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
      if (code !== 0) throw new Error(`${command.join(' ')} failed (${code}):\n${out}${err}`);
    },
  };
}

/** A temporary folder the server (the `postgres` OS user when we are root) may write in. */
async function ownFolder(run: Runner, prefix: string): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (run.asRoot) {
    const { uid, gid } = await idOf('postgres');
    chownSync(folder, uid, gid);
  }
  return folder;
}

/** pg_ctl start/stop/destroy for the cluster in `folder/data`, listening on 127.0.0.1:`port` and a socket in `folder`. */
function control(run: Runner, folder: string, port: number, log: (line: string) => void): Omit<ThrowawayPostgres, 'url' | 'port'> {
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const pgCtl = join(run.bin, 'pg_ctl');
  let running = false;
  let destroyed = false;
  return {
    async start() {
      await run.exec(
        [pgCtl, '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start'],
        folder,
      );
      running = true;
    },
    async stop() {
      await run.exec([pgCtl, '-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'], folder);
      running = false;
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      if (running) await run.exec([pgCtl, '-D', dataDir, '-m', 'immediate', '-w', 'stop'], folder).catch((error) => log(String(error)));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export async function startThrowawayPostgres(options: { firstPort?: number; log?: (line: string) => void } = {}): Promise<ThrowawayPostgres> {
  const log = options.log ?? (() => {});
  const run = await runner();
  const folder = await ownFolder(run, 'edureach-throwaway-pg-');
  const dataDir = join(folder, 'data');
  const port = await sparePort(options.firstPort ?? 55432);
  const cluster = control(run, folder, port, log);
  try {
    mkdirSync(dataDir);
    if (run.asRoot) {
      const { uid, gid } = await idOf('postgres');
      chownSync(dataDir, uid, gid);
    }
    // initdb's pg_hba.conf trusts replication connections from 127.0.0.1, and wal_level is `replica` by default:
    // the cluster can feed a streaming replica (startThrowawayReplica) as it is.
    await run.exec([join(run.bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], folder);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  log(`throwaway PostgreSQL (${run.bin}) on 127.0.0.1:${port}, data in ${folder}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, ...cluster };
}

/**
 * A streaming replica of a throwaway primary, in a temporary folder of its own on another spare port:
 * `pg_basebackup -R` (a base backup that writes primary_conninfo and standby.signal), then a hot standby that
 * replays the primary's WAL as it streams in. Its URL names the same database as `primary.url` unless told otherwise.
 */
export async function startThrowawayReplica(
  primary: Pick<ThrowawayPostgres, 'port'>,
  options: { firstPort?: number; log?: (line: string) => void } = {},
): Promise<ThrowawayPostgres> {
  const log = options.log ?? (() => {});
  const run = await runner();
  const folder = await ownFolder(run, 'edureach-throwaway-replica-');
  const port = await sparePort(options.firstPort ?? primary.port + 1);
  const cluster = control(run, folder, port, log);
  try {
    await run.exec(
      [
        join(run.bin, 'pg_basebackup'),
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        join(folder, 'data'),
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
        '--no-sync',
      ],
      folder,
    );
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  log(`throwaway streaming replica of 127.0.0.1:${primary.port} on 127.0.0.1:${port}, data in ${folder}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, ...cluster };
}
