import { connect } from 'node:net';
import autocannon from 'autocannon';
import type { BenchContext } from './scenarios';
import { startBenchServer } from './server';

export type Throughput = { requestsPerSecond: number; p50: number; p99: number; errors: number };

/** Requests per second for the portal's default page at 16 concurrent connections. */
async function measure(url: string, token: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({
    url: `${url}/api/public/students?page=1&limit=20`,
    connections: 16,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const reachable = (url: URL) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500);
    socket
      .once('connect', () => answer(true))
      .once('error', () => answer(false))
      .once('timeout', () => answer(false));
  });

/**
 * Issue 15 target 5, in both ways the server runs: one copy on PostgreSQL alone (where the
 * daily ceiling is a row per member and day), and with Redis (REDIS_URL, how several copies run behind a load
 * balancer: the ceiling and rate limits counted there). The second needs a Redis at BENCH_REDIS_URL (default the
 * machine's 127.0.0.1:6379); without one it is left out and the summary says so.
 */
export async function throughput(
  ctx: BenchContext,
  seconds: number,
  jwtSecret: string,
): Promise<{ postgres: Throughput; redis?: Throughput; redisUrl?: string }> {
  const postgres = await measureOn(ctx, jwtSecret, seconds, {});
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(new URL(redisUrl)))) return { postgres };
  return { postgres, redis: await measureOn(ctx, jwtSecret, seconds, { REDIS_URL: redisUrl }), redisUrl };
}

/**
 * On a server of its own, started for the measure as production runs it: the scenarios' server keeps every statement
 * in memory for the replays (SQL_TRACE_FILE turns MikroORM's query logging on), which cost that server more than half
 * of its throughput (2026-11-27: 300 req/s traced, 676 untraced, same catalogue and code).
 */
async function measureOn(ctx: BenchContext, jwtSecret: string, seconds: number, env: Record<string, string>): Promise<Throughput> {
  const server = await startBenchServer(ctx.databaseUrl, jwtSecret, { env });
  try {
    return await measure(server.url, ctx.free.token, seconds);
  } finally {
    await server.stop();
  }
}
