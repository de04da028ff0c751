/**
 * `make bench`: loads BENCH_STUDENTS generated students into a real PostgreSQL database with the real migrations,
 * runs each scenario against the running HTTP server with real tokens, replays the same SQL through `pg` for the
 * overhead ratio, measures throughput with autocannon and the marketing pages with Lighthouse, and writes
 * bench/RESULTS.md (appending a section per N).
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { ensureDataset } from './lib/dataset';
import { startBenchServer } from './lib/server';
import { scenarios, type BenchContext } from './lib/scenarios';
import { replay, takeTrace, type TracedStatement } from './lib/replay';
import { explainSlowest, type MissPlan } from './lib/explain-misses';
import { summarize, ms } from './lib/stats';
import { type Throughput, throughput } from './lib/throughput';
import { lighthouseScores } from './lib/lighthouse';
import { connectTo } from '../tests/support/test-database';
import { createAdmin, createMember } from '../tests/support/auth';
import { TEST_JWT_SECRET } from '../tests/support/test-app';

const N = Number(process.env.BENCH_STUDENTS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);
const SMOKE = process.env.BENCH_SMOKE === '1';
/** Issue 15 target 5: requests a second on the portal's default page at 16 connections. */
const THROUGHPUT_TARGET = 1_000;
const serverUrl = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(line);

// the smoke's small catalogue reloads in seconds, so a half-loaded one (an interrupted run) is simply reloaded
const databaseUrl = await ensureDataset(serverUrl, `edureach_bench_${N}`, N, log, SMOKE ? { reload: true } : {});
const traceFile = `/tmp/edureach-bench-trace-${process.pid}.jsonl`;
writeFileSync(traceFile, '');
const server = await startBenchServer(databaseUrl, TEST_JWT_SECRET, { traceFile });
const orm = await connectTo(databaseUrl);
const pg = new Client({ connectionString: databaseUrl });
await pg.connect();

const ctx: BenchContext = {
  url: server.url,
  databaseUrl,
  n: N,
  free: await createMember(orm, { credits: 10_000_000 }),
  premium: await createMember(orm, { premium: true }),
  admin: await createAdmin(orm),
  pg,
  server,
  takeTrace: () => takeTrace(traceFile, server.pid),
};

type Row = {
  name: string;
  target: string;
  http: ReturnType<typeof summarize>;
  sql?: ReturnType<typeof summarize>;
  note?: string;
  failed: number;
  /** the statements of the slowest request, explained when the scenario misses */
  slowestTrace: TracedStatement[];
  plan?: MissPlan;
};
const rows: Row[] = [];
let lostReplays = 0;

try {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  for (const scenario of scenarios.filter((candidate) => !only || only.test(candidate.name))) {
    const iterations = scenario.iterations ?? (SMOKE ? 3 : ITERATIONS);
    const state = await scenario.prepare?.(ctx, iterations);
    for (let i = 0; i < (SMOKE ? 1 : 3); i++) await scenario.run(ctx, -1 - i, state); // warm-up
    const httpSamples: number[] = [];
    const sqlSamples: number[] = [];
    let note: string | undefined;
    let failed = 0;
    let slowestTrace: TracedStatement[] = [];
    for (let i = 0; i < iterations; i++) {
      await takeTrace(traceFile, server.pid);
      const result = await scenario.run(ctx, i, state);
      httpSamples.push(result.ms);
      note = result.note ?? note;
      if (result.failed) failed++;
      // a scenario that cleans up after its request (the import's undo) hands over the request's own statements
      const statements = result.trace ?? (await takeTrace(traceFile, server.pid));
      if (result.trace) await takeTrace(traceFile, server.pid);
      if (result.ms >= Math.max(...httpSamples)) slowestTrace = statements;
      if (scenario.replaySql !== false && statements.length) {
        // a replay PostgreSQL cancelled (57014) measured nothing: counted as a lost sample, never the end of the run
        const sample = await replay(pg, statements).catch((error: { code?: string }) => {
          if (error.code !== '57014') throw error;
          lostReplays += 1;
          return undefined;
        });
        if (sample !== undefined) sqlSamples.push(sample);
      }
    }
    const row: Row = {
      name: scenario.name,
      target: scenario.target,
      http: summarize(httpSamples),
      sql: sqlSamples.length ? summarize(sqlSamples) : undefined,
      note,
      failed,
      slowestTrace,
    };
    rows.push(row);
    log(
      `${scenario.name.padEnd(48)} p50 ${ms(row.http.p50)} p95 ${ms(row.http.p95)} p99 ${ms(row.http.p99)} ms` +
        (row.sql ? ` | sql p95 ${ms(row.sql.p95)} ms` : '') +
        (note ? ` | ${note}` : ''),
    );
  }

  const missed = misses(rows);
  // every miss gets the plan PostgreSQL chose for its slowest statement (issue 15: figure, EXPLAIN and reason)
  if (!SMOKE || process.env.BENCH_EXPLAIN === '1')
    for (const row of rows.filter((candidate) => missOf(candidate)))
      row.plan = await explainSlowest(pg, row.slowestTrace).catch((error) => ({
        statement: '',
        plan: '',
        reason: `EXPLAIN failed: ${(error as Error).message}`,
      }));
  for (const row of rows.filter((candidate) => candidate.plan)) {
    log(`  why ${row.name}: ${row.plan!.reason}`);
    // BENCH_PLANS=1: the plan too (a BENCH_ONLY run writes no results file to read it in)
    if (process.env.BENCH_PLANS === '1') log(`${row.plan!.statement.slice(0, 400)}\n${row.plan!.plan}`);
  }
  if (lostReplays) log(`${lostReplays} SQL replays were cancelled by PostgreSQL (57014) and left out of the SQL figures`);
  log(
    missed.length
      ? `\nMisses at N = ${N.toLocaleString('en-IN')} (${missed.length}):\n${missed.map((line) => `  - ${line}`).join('\n')}`
      : `\nNo misses at N = ${N}`,
  );
  if (only) log(`BENCH_ONLY run: no Lighthouse or results file${process.env.BENCH_THROUGHPUT === '1' ? '' : ', no throughput (BENCH_THROUGHPUT=1 adds it)'}`);
  const rps = only && process.env.BENCH_THROUGHPUT !== '1' ? undefined : await throughput(ctx, SMOKE ? 2 : 10, TEST_JWT_SECRET);
  if (rps) {
    log(throughputLine(rps));
    missed.push(...throughputMisses(rps));
    for (const line of throughputMisses(rps)) log(`  - ${line}`);
  }
  if (rps && !only) {
    const lighthouse = SMOKE || process.env.BENCH_LIGHTHOUSE === '0' ? [] : await lighthouseScores(server.url, log);

    const section = report({ rows, rps, lighthouse, missed });
    const path = 'bench/RESULTS.md';
    const previous = existsSync(path)
      ? readFileSync(path, 'utf8')
      : '# Benchmark results\n\nWritten by `make bench` (bench/run.ts). Each section is one run.\n';
    const marker = `<!-- N=${N} -->`;
    const kept = previous
      .split(/(?=<!-- N=)/)
      .filter((part) => !part.startsWith(marker))
      .join('');
    if (!SMOKE) writeFileSync(path, `${kept.trimEnd()}\n\n${marker}\n${section}\n`);
    else log('smoke run: bench/RESULTS.md left unchanged');
  }
} finally {
  await pg.end();
  await orm.close(true);
  await server.stop();
}

/**
 * Every scenario that missed its target at this N: a p95 above the "≤ X ms p95" (or "≤ X s") of its target, or an
 * answer other than the one it expects (e.g. 422 CATALOGUE.TOO_BROAD).
 */
function misses(rows: Row[]): string[] {
  return rows.flatMap((row) => {
    const why = missOf(row);
    return why ? [`${row.name}: ${why}${row.note ? ` (${row.note})` : ''}`] : [];
  });
}

function missOf(row: Row): string | undefined {
  const limit = /≤\s*([\d.,]+)\s*(ms|s)\b/.exec(row.target);
  const allowed = limit ? Number(limit[1].replace(/,/g, '')) * (limit[2] === 's' ? 1000 : 1) : undefined;
  const slow = allowed !== undefined && /p95|≤ [\d.,]+ s\b/.test(row.target) && row.http.p95 > allowed;
  if (!slow && row.failed === 0) return undefined;
  return [slow ? `p95 ${ms(row.http.p95)} ms (target ${row.target})` : '', row.failed ? `${row.failed}/${row.http.n} answers not as expected` : '']
    .filter(Boolean)
    .join('; ');
}

/** Target 5 of issue 15, in words: both ways the server runs (throughput.ts). */
function throughputLine(rps: Awaited<ReturnType<typeof throughput>>) {
  const one = (figure: Throughput) =>
    `**${figure.requestsPerSecond.toFixed(0)} req/s** (p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.errors} errors/non-2xx)`;
  return (
    `Throughput, portal default page, 16 connections: one copy on PostgreSQL alone ${one(rps.postgres)}; ` +
    (rps.redis ? `with Redis (REDIS_URL, as several copies run) ${one(rps.redis)}` : 'with Redis not measured (no Redis at BENCH_REDIS_URL)')
  );
}

/** A throughput under the target is a miss like any other (issue 15 target 6: every miss in the summary). */
function throughputMisses(rps: Awaited<ReturnType<typeof throughput>>): string[] {
  const runs: [string, Throughput | undefined][] = [
    ['one copy on PostgreSQL alone', rps.postgres],
    ['with Redis', rps.redis],
  ];
  return runs.flatMap(([how, figure]) =>
    figure && figure.requestsPerSecond < THROUGHPUT_TARGET
      ? [
          `throughput, portal default page, 16 connections, ${how}: ${figure.requestsPerSecond.toFixed(0)} req/s (target ≥ ${THROUGHPUT_TARGET.toLocaleString('en-IN')} req/s at 10M)`,
        ]
      : [],
  );
}

/** Each miss with its figure, the reason read off its plan, and the plan itself (folded). */
function planSection(rows: Row[]): string[] {
  const explained = rows.filter((row) => row.plan);
  if (!explained.length) return [];
  return [
    '',
    `**Why each miss misses** (EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of the slowest request, run once more after the timings):`,
    ...explained.flatMap((row) => [
      '',
      `- **${row.name}**: p95 ${ms(row.http.p95)} ms${row.note ? `, ${row.note}` : ''}. ${row.plan!.reason}${row.plan!.executionMs ? ` (${ms(row.plan!.executionMs)} ms in PostgreSQL)` : ''}.`,
      ...(row.plan!.plan
        ? ['', '  <details><summary>plan</summary>', '', '  ```', ...row.plan!.plan.split('\n').map((line) => `  ${line}`), '  ```', '', '  </details>']
        : []),
    ]),
  ];
}

function report({
  rows,
  rps,
  lighthouse,
  missed,
}: {
  rows: Row[];
  rps: Awaited<ReturnType<typeof throughput>>;
  lighthouse: Awaited<ReturnType<typeof lighthouseScores>>;
  missed: string[];
}) {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`;
  const lines = [
    `## N = ${N.toLocaleString('en-IN')} students (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Machine: ${machine}; PostgreSQL on 127.0.0.1; server on Bun, pool of ${process.env.DB_POOL_SIZE ?? 10}. ${ITERATIONS} warm iterations per scenario.`,
    '"SQL" is the same statements the request ran, replayed straight through `pg` (writes inside a rolled-back transaction); the ratio shows what our own layers cost.',
    '',
    '| scenario | target | p50 ms | p95 ms | p99 ms | SQL p95 ms | ratio (p95) | note |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => {
      const ratio = row.sql ? (row.http.p95 / Math.max(0.01, row.sql.p95)).toFixed(2) : '—';
      return `| ${row.name} | ${row.target} | ${ms(row.http.p50)} | ${ms(row.http.p95)} | ${ms(row.http.p99)} | ${row.sql ? ms(row.sql.p95) : '—'} | ${ratio} | ${row.note ?? ''} |`;
    }),
    '',
    `${throughputLine(rps)}.`,
    '',
    missed.length ? `**Misses at this N (${missed.length})**:` : '**No misses at this N.**',
    ...missed.map((line) => `- ${line}`),
    ...planSection(rows),
  ];
  if (lighthouse.length) {
    lines.push('', '| page | performance | accessibility | best practices | SEO | JS gzip KB |', '|---|---:|---:|---:|---:|---:|');
    for (const page of lighthouse)
      lines.push(`| ${page.path} | ${page.performance} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${page.jsKb} |`);
  }
  return lines.join('\n');
}
