/**
 * Lighthouse on the marketing pages alone, against the real server on an embedded PGlite database, with the reasons
 * behind each score: the audits that fell short (score < 0.9), the LCP element and the layout shifts.
 * Needs the web build (see README). Run from the repository root:
 *   node_modules/.bin/bun bench/lighthouse-only.ts [runs per page, default 3] [path ...]
 * With LIGHTHOUSE_REPORTS=<folder>, every full JSON report is written there as well.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { Result } from 'lighthouse';
import { lighthouseScores } from './lib/lighthouse';

const [runsArg, ...pathArgs] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'edureach-lighthouse-'));
const port = await freePort();
const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'lighthouse-only-secret-lighthouse-only-secret',
  SEED_STUDENTS: '0',
  RATE_LIMITS: 'off',
};
delete env.DATABASE_URL;
const child = Bun.spawn(['node_modules/.bin/bun', 'src/main.ts'], { env, stdout: 'ignore', stderr: 'inherit' });
const url = `http://127.0.0.1:${port}`;

type Details = { type?: string; items?: Record<string, unknown>[] };
const shorten = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** What a human needs from one report: the metrics, the audits that fell short and what they point at. */
let reportCount = 0;
function explain(path: string, lhr: Result) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${path.replaceAll('/', '_') || '_'}-${++reportCount}.json`), JSON.stringify(lhr));
  }
  const lines = [`--- ${path}`];
  const metric = (id: string) => `${id}=${lhr.audits[id]?.displayValue ?? '?'} (${lhr.audits[id]?.score ?? '?'})`;
  lines.push(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(metric).join('  '));
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue;
      lines.push(`  [${categoryId}] ${ref.id}: ${audit.score} ${audit.displayValue ?? ''}`);
      const details = audit.details as Details | undefined;
      for (const item of (details?.items ?? []).slice(0, 6)) lines.push(`      ${shorten(item)}`);
    }
  }
  for (const id of [
    'largest-contentful-paint-element',
    'layout-shifts',
    'render-blocking-resources',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
  ]) {
    const audit = lhr.audits[id];
    const details = audit?.details as Details | undefined;
    if (!details?.items?.length) continue;
    lines.push(`  ${id}: ${audit?.displayValue ?? ''}`);
    for (const item of details.items.slice(0, 6)) lines.push(`      ${shorten(item)}`);
  }
  console.log(lines.join('\n'));
}

try {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await Bun.sleep(100);
  }
  const rows = await lighthouseScores(url, console.log, { runs, pages: pathArgs.length ? pathArgs : undefined, onReport: explain });
  console.log('\n| Page | Performance | Accessibility | Best practices | SEO | JS KB |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.jsKb} |`);
} finally {
  child.kill('SIGTERM');
  await child.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
