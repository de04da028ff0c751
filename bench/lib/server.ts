import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

export type BenchServer = { url: string; pid: number; rssKb(): number; stop(): Promise<void> };

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The production server process on the bench database, tracing its SQL to `traceFile`. */
export async function startBenchServer(databaseUrl: string, jwtSecret: string, traceFile: string): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile (JSON and Markdown) there when it stops
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = Bun.spawn(['node_modules/.bin/bun', ...profile, 'src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // the bench measures speed, not the scraping guard (its load runs list students far above 120 calls a minute)
      STUDENT_LIST_LIMIT_PER_MINUTE: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SQL_TRACE_FILE: traceFile,
      BENCH_MODE: '1',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 6000; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await Bun.sleep(100);
  }
  return {
    url,
    pid: child.pid,
    rssKb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
    async stop() {
      child.kill('SIGTERM');
      await child.exited;
    },
  };
}
