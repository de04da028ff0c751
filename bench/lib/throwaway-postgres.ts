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

export async function startThrowawayPostgres(options: { firstPort?: number; log?: (line: string) => void } = {}): Promise<ThrowawayPostgres> {
  const log = options.log ?? (() => {});
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'edureach-throwaway-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  if (asRoot) {
    const { uid, gid } = await idOf('postgres');
    chownSync(folder, uid, gid);
  }
  const as = (command: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command);
  const exec = async (command: string[]) => {
    const child = Bun.spawn(as(command), { cwd: folder, stdout: 'pipe', stderr: 'pipe' });
    const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
    if (code !== 0) throw new Error(`${command.join(' ')} failed (${code}):\n${out}${err}`);
  };

  const port = await sparePort(options.firstPort ?? 55432);
  let running = false;
  const start = async () => {
    await exec([join(bin, 'pg_ctl'), '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
    running = true;
  };
  const stop = async () => {
    await exec([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    if (running) await exec([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch((error) => log(String(error)));
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    mkdirSync(dataDir);
    if (asRoot) {
      const { uid, gid } = await idOf('postgres');
      chownSync(dataDir, uid, gid);
    }
    await exec([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  log(`throwaway PostgreSQL (${bin}) on 127.0.0.1:${port}, data in ${folder}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop, start, destroy };
}
