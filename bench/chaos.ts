/**
 * `make chaos`: a database outage under load. Starts a throwaway PostgreSQL of its own (never the machine's
 * shared server), runs the real server on it with mixed traffic, stops PostgreSQL (`pg_ctl stop -m fast`) for
 * CHAOS_OUTAGE_SECONDS (10), starts it again, and checks:
 *   - the server process stays up throughout;
 *   - /api/health answers 503 with database "down" while PostgreSQL is gone, and requests answer 503, never 500;
 *   - it serves again by itself within 5 s of PostgreSQL's return (measured);
 *   - every request answered 2xx is in the database afterwards, and no write is half-done.
 * Prints the figures; exits 1 when a check fails. The temporary cluster is always removed.
 */
import { UNLOCKABLE } from './lib/scenarios';
import { Client } from 'pg';
import { ensureDataset } from './lib/dataset';
import { checkDurability } from './lib/durability';
import { createMembers } from './lib/members';
import { startMixedLoad, Tally, type Outcome } from './lib/mixed-load';
import { startBenchServer, type BenchServer } from './lib/server';
import { summarize, ms } from './lib/stats';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres';
import { connectTo } from '../tests/support/test-database';
import { TEST_JWT_SECRET } from '../tests/support/test-app';

const STUDENTS = Number(process.env.CHAOS_STUDENTS ?? 20_000);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 16);
const MEMBERS = Number(process.env.CHAOS_MEMBERS ?? 40);
const OUTAGE_SECONDS = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 10);
const LOAD_SECONDS_AROUND = Number(process.env.CHAOS_LOAD_SECONDS ?? 8);
const RECOVERY_LIMIT_MS = 5_000;
const INITIAL_CREDITS = 1_000_000;
const log = (line: string) => console.log(line);

type Phase = 'before' | 'outage' | 'recovering' | 'after';
let phase: Phase = 'before';
const tallies: Record<Phase, Tally> = { before: new Tally(), outage: new Tally(), recovering: new Tally(), after: new Tally() };
const failures: string[] = [];
const check = (ok: boolean, failure: string) => {
  if (!ok) failures.push(failure);
};

let postgres: ThrowawayPostgres | undefined;
let server: BenchServer | undefined;
const cleanUp = async () => {
  await server?.stop().catch(() => {});
  await postgres?.destroy();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

async function health(url: string): Promise<{ status: number; database?: string }> {
  try {
    const response = await fetch(`${url}/api/health`);
    return { status: response.status, database: ((await response.json()) as { database?: string }).database };
  } catch {
    return { status: 0 };
  }
}

try {
  postgres = await startThrowawayPostgres({ log });
  const databaseUrl = await ensureDataset(postgres.url, 'edureach_chaos', STUDENTS, log);
  server = await startBenchServer(databaseUrl, TEST_JWT_SECRET, {
    env: { TRUST_PROXY: 'true', STUDENT_LIST_LIMIT_PER_MINUTE: '100000', STUDENT_LIST_DAILY_LIMIT: '100000000', SEED_STUDENTS: '0', DB_POOL_SIZE: '10' },
  });
  const orm = await connectTo(databaseUrl);
  const members = await createMembers(orm, MEMBERS, INITIAL_CREDITS);
  const studentIds = ((await orm.em.fork().execute(`select id from students s where ${UNLOCKABLE} order by random() limit 5000`)) as { id: string }[]).map(
    (row) => row.id,
  );
  await orm.close(true);
  const runId = `chaos${Date.now().toString(36)}`;
  log(`server pid ${server.pid} at ${server.url}; ${CLIENTS} clients, ${MEMBERS} members, ${STUDENTS.toLocaleString('en-IN')} students`);

  const load = startMixedLoad({
    url: server.url,
    members,
    studentIds,
    clients: CLIENTS,
    runId,
    onOutcome: (outcome: Outcome) => tallies[phase].add(outcome),
  });
  await Bun.sleep(LOAD_SECONDS_AROUND * 1000);

  log(`stopping PostgreSQL (pg_ctl stop -m fast) for ${OUTAGE_SECONDS} s…`);
  phase = 'outage';
  await postgres.stop();
  const outageHealth = new Tally();
  const downSince = Date.now();
  let downAnswers = 0;
  while (Date.now() - downSince < OUTAGE_SECONDS * 1000) {
    const answer = await health(server.url);
    outageHealth.add({ action: 'browse', status: answer.status, ms: 0, at: Date.now(), verdict: answer.status === 503 ? 'unavailable' : 'error' });
    if (answer.status === 503 && answer.database === 'down') downAnswers += 1;
    check(server.alive(), 'the server process ended during the outage');
    await Bun.sleep(200);
  }
  check(
    downAnswers === outageHealth.count,
    `/api/health answered ${outageHealth.statuses()} while PostgreSQL was stopped (expected 503 with database "down" every time)`,
  );

  log('starting PostgreSQL again…');
  await postgres.start();
  phase = 'recovering';
  const back = performance.now();
  let recoveryMs = NaN;
  while (performance.now() - back < 30_000) {
    if ((await health(server.url)).status === 200) {
      recoveryMs = performance.now() - back;
      break;
    }
    await Bun.sleep(20);
  }
  phase = 'after';
  check(recoveryMs <= RECOVERY_LIMIT_MS, `the server did not serve again within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL's return (${ms(recoveryMs)} ms)`);
  await Bun.sleep(LOAD_SECONDS_AROUND * 1000);
  await load.stop();
  check(server.alive(), 'the server process ended');

  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const durability = await checkDurability(pg, load.acknowledged, { runId, memberIds: members.map((m) => m.id), initialCredits: INITIAL_CREDITS });
  await pg.end();
  failures.push(...durability.failures);
  // A clean exit also says the pool gave back every connection the outage broke (closing it waits for them).
  await server.stop();
  const exitCode = await server.exited;
  check(exitCode === 0, `the server did not shut down cleanly after the outage (exit code ${exitCode})`);

  for (const name of Object.keys(tallies) as Phase[]) {
    const tally = tallies[name];
    check(!tally.byStatus.has(500), `${tally.byStatus.get(500)} requests answered 500 (${name})`);
    check(
      tally.byVerdict.error === 0,
      `${tally.byVerdict.error} requests failed otherwise (${name}): ${[...tally.errorDetails].map(([d, n]) => `${d} ×${n}`).join('; ')}`,
    );
  }
  check(tallies.before.byVerdict.ok > 0 && tallies.after.byVerdict.ok > 0, 'the load made no successful requests before or after the outage');

  const lines = [
    `PostgreSQL stopped for ${OUTAGE_SECONDS} s under ${CLIENTS} concurrent clients; the server process stayed up${failures.some((f) => f.includes('process ended')) ? ' — NO, IT ENDED' : ''} and exited ${exitCode} on SIGTERM afterwards.`,
    `/api/health during the outage: ${outageHealth.count} probes, ${downAnswers} answered 503 with database "down".`,
    `Serving again ${ms(recoveryMs)} ms after PostgreSQL accepted connections (limit ${RECOVERY_LIMIT_MS / 1000} s).`,
    ...(Object.keys(tallies) as Phase[]).map((name) => {
      const tally = tallies[name];
      const latency = summarize(tally.latencies);
      return `  ${name.padEnd(10)} ${String(tally.count).padStart(6)} requests: ${tally.statuses() || 'none'}; p95 ${ms(latency.p95)} ms`;
    }),
    ...durability.lines.map((line) => `  ${line}`),
  ];
  log('');
  for (const line of lines) log(line);
  log(failures.length ? `\nCHAOS FAILED:\n  ${failures.join('\n  ')}` : '\nchaos: all checks passed');
  await Bun.write(
    process.env.CHAOS_REPORT ?? '/tmp/edureach-chaos-report.txt',
    `${lines.join('\n')}\n${failures.length ? `FAILED: ${failures.join('; ')}` : 'all checks passed'}\n`,
  );
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  await cleanUp();
}
process.exit(failures.length ? 1 : 0);
