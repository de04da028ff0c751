import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

export type BenchServer = {
  url: string;
  pid: number;
  rssKb(): number;
  /** false once the process has ended */
  alive(): boolean;
  exited: Promise<number>;
  stop(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type BenchServerOptions = {
  /** every SQL statement is appended here (make bench replays them) */
  traceFile?: string;
  env?: Record<string, string>;
};

/** The production server process (`bun src/main.ts`) on the given database. */
export async function startBenchServer(databaseUrl: string, jwtSecret: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile (JSON and Markdown) there when it stops
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = Bun.spawn(['node_modules/.bin/bun', ...profile, 'src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // the scraping guard and the daily ceiling stay ON, so that their cost is measured; their limits are raised
      // far above what the load asks (it lists students far above 120 calls a minute)
      STUDENT_LIST_LIMIT_PER_MINUTE: '100000',
      STUDENT_LIST_DAILY_LIMIT: '100000000',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      BENCH_MODE: '1',
      // one copy on PostgreSQL alone unless the caller passes REDIS_URL (throughput.ts measures both)
      REDIS_URL: '',
      ...(options.traceFile ? { SQL_TRACE_FILE: options.traceFile } : {}),
      ...options.env,
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 6000; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await Bun.sleep(100);
  }
  return {
    url,
    pid: child.pid,
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
    alive: () => child.exitCode === null && child.signalCode === null,
    exited: child.exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await child.exited;
    },
  };
}
