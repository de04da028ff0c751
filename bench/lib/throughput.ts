import autocannon from 'autocannon';
import type { BenchContext } from './scenarios';

/** Requests per second for the portal's default page at 16 concurrent connections. */
export async function throughput(ctx: BenchContext, seconds: number) {
  const result = await autocannon({
    url: `${ctx.url}/api/public/students?page=1&limit=20`,
    connections: 16,
    duration: seconds,
    headers: { authorization: `Bearer ${ctx.free.token}` },
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
