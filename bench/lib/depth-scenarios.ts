import { RESULT_WINDOW } from '@modules/leads/domain/result-window.schema';
import { SORT_FIELDS } from '@modules/leads/domain/student-query.schema';
import type { BenchContext, Scenario } from './scenarios';

/**
 * The depth family (issue 15, target 6): every page a member or admin can reach from the screens. Every sort field in
 * both orders, the first, middle and last page they can open (the last page of the window, or of the whole catalogue
 * when the list has no window), with and without filters; admin pages of 1,000; searches; a refused short term.
 * A 4xx/5xx answer is not thrown: it is noted and counted as a miss in the summary (run.ts).
 */
// the smoke (make test) proves each depth scenario answers; two runs of each are enough for that
const ITERATIONS = Number(process.env.BENCH_DEPTH_ITERATIONS ?? (process.env.BENCH_SMOKE === '1' ? 2 : 12));
const TARGET = '≤ 100 ms p95';

type Who = 'free' | 'premium' | 'admin';

async function call(ctx: BenchContext, path: string, who: Who) {
  const started = performance.now();
  const response = await fetch(`${ctx.url}${path}`, { headers: { authorization: `Bearer ${ctx[who].token}` } });
  const body = (await response.json().catch(() => undefined)) as any;
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * The last page the list offers at this size, asked of the server itself (its totalPages counts only those). When even
 * its first page is refused (422 CATALOGUE.TOO_BROAD), the scenario measures that first page: its refusal is the miss.
 */
async function lastPage(ctx: BenchContext, base: string, who: Who): Promise<number> {
  const probe = await call(ctx, `${base}&page=1`, who);
  return probe.status === 200 ? Number(probe.body.totalPages) : 1;
}

const depthPage = (label: string, base: string, where: 'first' | 'middle' | 'last' | number, who: Who = 'free', expect = 200): Scenario => ({
  name: `depth: ${label}, ${typeof where === 'number' ? `page ${where}` : `${where} page`}`,
  target: expect === 200 ? TARGET : `${expect} ${TARGET}`,
  iterations: ITERATIONS,
  prepare: async (ctx) => {
    if (typeof where === 'number') return where;
    if (where === 'first') return 1;
    const last = await lastPage(ctx, base, who);
    return where === 'last' ? last : Math.max(1, Math.floor(last / 2));
  },
  run: async (ctx, _i, page: number) => {
    const result = await call(ctx, `${base}&page=${page}`, who);
    const estimate = result.body?.totalIsEstimate ? ', total estimated' : '';
    const note =
      result.status === expect ? `page ${page.toLocaleString('en-IN')}${estimate}` : `answered ${result.status} ${result.body?.code ?? ''} on page ${page}`;
    return { ms: result.ms, note, failed: result.status !== expect };
  },
});

const portal = (query: string, limit = 20) => `/api/public/students?limit=${limit}${query}`;
const FILTERS: [string, string][] = [
  ['no filter', ''],
  ['state=Kerala', '&state=Kerala'],
  ['3 filters', '&state=Maharashtra&stream=Engineering&passingYear=2025'],
  // ADR 0026: the freshness filter, alone and with a state (every sort, freshness among them)
  ['verifiedWithin=365', '&verifiedWithin=365'],
  ['verifiedWithin=365 + state=Kerala', '&verifiedWithin=365&state=Kerala'],
];

export const depthScenarios: Scenario[] = [
  ...FILTERS.flatMap(([label, filter]) =>
    SORT_FIELDS.flatMap((field) =>
      (['asc', 'desc'] as const).flatMap((order) =>
        (['first', 'middle', 'last'] as const)
          .filter((where) => (label !== '3 filters' && !label.startsWith('verifiedWithin=365 +')) || where === 'last')
          .map((where) => depthPage(`portal ${label}, ${field} ${order}, 20 a page`, portal(`${filter}&sortBy=${field}&sortOrder=${order}`), where)),
      ),
    ),
  ),
  depthPage('portal city=Pune, studentName asc, 500 a page', portal('&city=Pune&sortBy=studentName&sortOrder=asc', 500), 'last'),
  depthPage('portal state=Kerala, city desc, 500 a page', portal('&state=Kerala&sortBy=city&sortOrder=desc', 500), 'last'),
  // searches: a common surname, a two-word name, search + filter + sort, premium contact search, deep pages
  ...(['first', 'last'] as const).flatMap((where) => [
    depthPage('search Sharma', portal('&search=Sharma'), where),
    depthPage('search "Rohit Tiwari"', portal('&search=Rohit%20Tiwari'), where),
    depthPage('search Sharma + state=Maharashtra, studentName asc', portal('&search=Sharma&state=Maharashtra&sortBy=studentName&sortOrder=asc'), where),
    depthPage('search Sharma, age desc (premium)', portal('&search=Sharma&sortBy=age&sortOrder=desc'), where, 'premium'),
    // issue 30 target 2: each of the three sorted by name and by age too
    depthPage('search Sharma, studentName asc', portal('&search=Sharma&sortBy=studentName&sortOrder=asc'), where),
    depthPage('search Sharma, age desc', portal('&search=Sharma&sortBy=age&sortOrder=desc'), where),
    depthPage('search "Rohit Tiwari", studentName asc', portal('&search=Rohit%20Tiwari&sortBy=studentName&sortOrder=asc'), where),
    depthPage('search "Rohit Tiwari", age desc', portal('&search=Rohit%20Tiwari&sortBy=age&sortOrder=desc'), where),
    depthPage('search Sharma + state=Maharashtra, age asc', portal('&search=Sharma&state=Maharashtra&sortBy=age&sortOrder=asc'), where),
  ]),
  depthPage('search "ab" (too short: 400)', portal('&search=ab'), 'first', 'free', 400),
  depthPage('portal past the window (400)', portal('&sortBy=studentName&sortOrder=asc'), RESULT_WINDOW / 20 + 1, 'free', 400),
  // the admin Students tab, 1,000 a page
  ...(['first', 'middle', 'last'] as const).map((where) =>
    depthPage('admin newest first, 1,000 a page', '/api/students?limit=1000&sortBy=createdAt&sortOrder=desc', where, 'admin'),
  ),
  ...(['first', 'middle', 'last'] as const).map((where) =>
    depthPage('admin state=Kerala, studentName asc, 1,000 a page', '/api/students?limit=1000&state=Kerala&sortBy=studentName&sortOrder=asc', where, 'admin'),
  ),
  ...(['first', 'last'] as const).map((where) =>
    depthPage('admin mobileNumber asc, 1,000 a page', '/api/students?limit=1000&sortBy=mobileNumber&sortOrder=asc', where, 'admin'),
  ),
  ...(['first', 'last'] as const).map((where) =>
    depthPage(
      'admin search Sharma + state=Kerala, studentName asc, 1,000 a page',
      '/api/students?limit=1000&search=Sharma&state=Kerala&sortBy=studentName&sortOrder=asc',
      where,
      'admin',
    ),
  ),
];
