import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { createServer } from 'node:net';

const PAGES = ['/', '/services/data-enrichment', '/assessment'];

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Lighthouse (mobile defaults) on the marketing pages, in Debian's Chromium. */
export async function lighthouseScores(baseUrl: string, log: (line: string) => void) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = [];
  try {
    for (const path of PAGES) {
      const run = await lighthouse(`${baseUrl}${path}`, { port, output: 'json', logLevel: 'error' });
      const lhr = run!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const scripts = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const jsKb = Math.round(scripts.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
      const row = { path, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), jsKb };
      log(`lighthouse ${path}: ${JSON.stringify(row)}`);
      results.push(row);
    }
  } finally {
    await browser.close();
  }
  return results;
}
