import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { createServer } from 'node:net';

const PAGES = ['/', '/services/data-enrichment', '/assessment'];

export type LighthouseRow = { path: string; performance: number; accessibility: number; bestPractices: number; seo: number; jsKb: number };

type Options = {
  pages?: string[];
  /** Lighthouse's simulated throttling still depends on the machine's CPU: several runs per page, the median kept */
  runs?: number;
  /** every full report, for callers that explain the scores (bench/lighthouse-only.ts) */
  onReport?: (path: string, lhr: Result) => void;
};

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse (mobile defaults) on the marketing pages, in Debian's Chromium. */
export async function lighthouseScores(baseUrl: string, log: (line: string) => void, options: Options = {}) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const results: LighthouseRow[] = [];
  try {
    for (const path of options.pages ?? PAGES) {
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < (options.runs ?? 1); i++) {
        const run = await lighthouse(`${baseUrl}${path}`, { port, output: 'json', logLevel: 'error' });
        const lhr = run!.lhr;
        options.onReport?.(path, lhr);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const scripts = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
        const jsKb = Math.round(scripts.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
        runs.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          jsKb,
        });
      }
      const pick = (key: Exclude<keyof LighthouseRow, 'path'>) => median(runs.map((run) => run[key]));
      const row = {
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        jsKb: pick('jsKb'),
      };
      const spread = runs.length > 1 ? ` (performance per run: ${runs.map((run) => run.performance).join(', ')})` : '';
      log(`lighthouse ${path}: ${JSON.stringify(row)}${spread}`);
      results.push(row);
    }
  } finally {
    await browser.close();
  }
  return results;
}
