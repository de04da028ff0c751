/**
 * `make soak`: SOAK_SECONDS (300) of mixed traffic — browse, filter, unlock, save, contact form, assessment —
 * from SOAK_CLIENTS (50) concurrent clients and SOAK_MEMBERS (200) member accounts, against the real server on
 * the machine's PostgreSQL (database `edureach_soak`, SOAK_STUDENTS = 100,000 generated students).
 * Prints throughput, latency percentiles, errors (target: none apart from 429) and the server's RSS sampled
 * over the run with its slope; afterwards checks that every acknowledged write is in the database.
 * Exits 1 on any error or missing write.
 */
import { UNLOCKABLE } from './lib/scenarios';
import { cpus } from 'node:os';
import { Client } from 'pg';
import { ensureDataset } from './lib/dataset';
import { checkDurability } from './lib/durability';
import { createMembers } from './lib/members';
import { startMixedLoad, Tally, type Action, type Outcome } from './lib/mixed-load';
import { startBenchServer } from './lib/server';
import { summarize, ms } from './lib/stats';
import { connectTo } from '../tests/support/test-database';
import { TEST_JWT_SECRET } from '../tests/support/test-app';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 200);
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 100_000);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? Math.max(5, Math.round(SECONDS / 30)));
const serverUrl = process.env.SOAK_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INITIAL_CREDITS = 1_000_000;
const log = (line: string) => console.log(line);

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den ? num / den : 0;
}

// SOAK_DATABASE: make test's short soak uses a database of its own (tests/operations)
const databaseUrl = await ensureDataset(serverUrl, process.env.SOAK_DATABASE ?? 'edureach_soak', STUDENTS, log);
const server = await startBenchServer(databaseUrl, TEST_JWT_SECRET, {
  env: { TRUST_PROXY: 'true', STUDENT_LIST_LIMIT_PER_MINUTE: '100000', STUDENT_LIST_DAILY_LIMIT: '100000000', SEED_STUDENTS: '0' },
});
const failures: string[] = [];
try {
  const orm = await connectTo(databaseUrl);
  log(`creating ${MEMBERS} members…`);
  const members = await createMembers(orm, MEMBERS, INITIAL_CREDITS);
  const studentIds = ((await orm.em.fork().execute(`select id from students s where ${UNLOCKABLE} order by random() limit 20000`)) as { id: string }[]).map(
    (row) => row.id,
  );
  await orm.close(true);
  const runId = `soak${Date.now().toString(36)}`;

  const total = new Tally();
  const byAction = new Map<Action, Tally>();
  const onOutcome = (outcome: Outcome) => {
    total.add(outcome);
    if (!byAction.has(outcome.action)) byAction.set(outcome.action, new Tally());
    byAction.get(outcome.action)!.add(outcome);
  };
  const samples: { second: number; rssMb: number; requests: number }[] = [];
  const sample = (second: number) => samples.push({ second, rssMb: server.rssKb() / 1024, requests: total.count });
  sample(0);
  log(
    `soak: ${SECONDS} s, ${CLIENTS} clients, ${MEMBERS} members, ${STUDENTS.toLocaleString('en-IN')} students; server RSS at start ${samples[0]!.rssMb.toFixed(0)} MB`,
  );

  const started = performance.now();
  const load = startMixedLoad({ url: server.url, members, studentIds, clients: CLIENTS, runId, onOutcome });
  for (let second = SAMPLE_SECONDS; second <= SECONDS; second += SAMPLE_SECONDS) {
    await Bun.sleep(Math.max(0, started + second * 1000 - performance.now()));
    sample(second);
    const last = samples.at(-1)!;
    const previous = samples.at(-2)!;
    log(
      `  ${String(second).padStart(4)} s  RSS ${last.rssMb.toFixed(0).padStart(4)} MB  ${((last.requests - previous.requests) / SAMPLE_SECONDS).toFixed(0).padStart(5)} req/s  errors so far ${total.byVerdict.error + total.byVerdict.unavailable}`,
    );
    if (!server.alive()) throw new Error('the server process ended during the soak');
  }
  await load.stop();
  const elapsed = (performance.now() - started) / 1000;

  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  const durability = await checkDurability(pg, load.acknowledged, { runId, memberIds: members.map((m) => m.id), initialCredits: INITIAL_CREDITS });
  await pg.end();
  failures.push(...durability.failures);

  const errors = total.byVerdict.error + total.byVerdict.unavailable;
  const rateLimited = total.byStatus.get(429) ?? 0;
  if (errors) failures.push(`${errors} requests failed: ${[...total.errorDetails].map(([d, n]) => `${d} ×${n}`).join('; ')}`);
  const latency = summarize(total.latencies);
  const points = samples.map((s) => ({ x: s.second / 60, y: s.rssMb }));
  const secondHalf = points.filter((p) => p.x * 60 >= SECONDS / 2);
  const lines = [
    `${SECONDS} s, ${CLIENTS} concurrent clients, ${MEMBERS} members, ${STUDENTS.toLocaleString('en-IN')} students; machine ${cpus().length} cores shared with other work.`,
    `Throughput ${(total.count / elapsed).toFixed(0)} req/s (${total.count.toLocaleString('en-IN')} requests); latency p50 ${ms(latency.p50)} ms, p95 ${ms(latency.p95)} ms, p99 ${ms(latency.p99)} ms.`,
    `Errors (anything but 2xx, 409 on a repeated save and 429): ${errors}; 429: ${rateLimited}. Statuses: ${total.statuses()}.`,
    `Server RSS: ${samples[0]!.rssMb.toFixed(0)} MB at start, ${samples.at(-1)!.rssMb.toFixed(0)} MB at the end; slope ${slope(points).toFixed(2)} MB/min over the run, ${slope(secondHalf).toFixed(2)} MB/min over its second half.`,
    `RSS samples (s: MB): ${samples.map((s) => `${s.second}: ${s.rssMb.toFixed(0)}`).join(', ')}`,
    '',
    '| action | requests | p50 ms | p95 ms | p99 ms | statuses |',
    '|---|---:|---:|---:|---:|---|',
    ...[...byAction].map(([action, tally]) => {
      const s = summarize(tally.latencies);
      return `| ${action} | ${tally.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${tally.statuses()} |`;
    }),
    '',
    ...durability.lines.map((line) => `- ${line}`),
  ];
  log('');
  for (const line of lines) log(line);
  await Bun.write(process.env.SOAK_REPORT ?? '/tmp/edureach-soak-report.md', `${lines.join('\n')}\n`);
} catch (error) {
  console.error(error);
  failures.push(String(error));
} finally {
  await server.stop();
}
log(failures.length ? `\nSOAK FAILED:\n  ${failures.join('\n  ')}` : '\nsoak: all checks passed');
process.exit(failures.length ? 1 : 0);
