/**
 * The browser sweep (issue #13 §4): every route of both specs, as each kind of visitor, the way a person meets it.
 * One test per (visitor, width, screen). A screen fails on a console error or uncaught exception, an answer of
 * 4xx/5xx it did not expect (EXPECTED_ANSWERS below), a request that got no answer, horizontal overflow of the page
 * or of a table in its card, a dialog whose top edge is covered, a missing or empty <title>, or an axe-core violation
 * of serious or critical impact. Each screen (and each dialog opened) is photographed into tmp/sweep/.
 *
 * Run it alone with `make sweep`; `SWEEP_ONLY=<regex>` keeps the cases whose name matches, `SWEEP_WORKERS` sets
 * how many pages work at once (4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import {
  animationsDone,
  axeProblems,
  dialogTopProblems,
  overflowProblems,
  prepareContext,
  scrollThrough,
  settle,
  titleProblems,
  watchPage,
  type FailedAnswer,
} from '../support/sweep';
import { connectTo } from '../support/test-database';
import { csvFile, csvRow, upload } from '../integration/admin/admin-builders';

const SHOTS = join(import.meta.dir, '..', '..', 'tmp', 'sweep');
const WORKERS = Number(process.env.SWEEP_WORKERS ?? 4);
const ONLY = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : null;
/** the longest one screen may take, checks and dialogs included, before it counts as a failure */
const CASE_DEADLINE_MS = 90_000;

type Visitor = 'anonymous' | 'unverified' | 'free' | 'premium' | 'admin';
const VISITORS: Visitor[] = ['anonymous', 'unverified', 'free', 'premium', 'admin'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What a screen's interactions need: the page, and a way to check (and photograph) a dialog once it is open. */
type Act = { page: Page; visitor: Visitor; checkDialog: (dialog: Locator, name: string) => Promise<void> };

type Screen = {
  /** the name in the test title and in the report: the path, plus the tab or step when there is one */
  name: string;
  path: string;
  /** also swept at 390×844 */
  phone?: boolean;
  /** the visitors this screen exists for (a tab only an admin reaches); every visitor when absent */
  visitors?: Visitor[];
  /**
   * A member sees this screen the same whatever their standing (unverified, free or premium): swept as the free member
   * only. In the full sweep of 2026-11-26 these screens' screenshots were byte-identical for the three kinds of member,
   * at both widths (issue 24 §3: 88 of 259 cases repeated another).
   */
  sameForEveryMember?: boolean;
  /** brings the screen about once the page has settled: a tab, a step */
  open?: (act: Act) => Promise<void>;
  /** opens the screen's main dialogs, after the screen itself has been checked */
  dialogs?: (act: Act) => Promise<void>;
};

const MEMBERS: Visitor[] = ['unverified', 'free', 'premium'];
const studentRows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** Opens the portal's main dialogs: student detail, then (save of a locked student) unlock, save to collection, create. */
async function portalDialogs({ page, visitor, checkDialog }: Act) {
  if (visitor !== 'free' && visitor !== 'premium') return;
  await studentRows(page).first().waitFor({ timeout: 15_000 });
  const view = studentRows(page)
    .first()
    .getByRole('button', { name: /^View / });
  const student = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  await view.click();
  await checkDialog(dialogNamed(page, student), 'student detail');
  await page.keyboard.press('Escape');
  await dialogNamed(page, student).waitFor({ state: 'detached' });
  if (visitor === 'free') {
    await studentRows(page)
      .filter({ has: page.getByLabel('Locked') })
      .first()
      .getByRole('button', { name: /^Save / })
      .click();
    await checkDialog(dialogNamed(page, 'Unlock Required'), 'Unlock Required');
    await dialogNamed(page, 'Unlock Required')
      .getByRole('button', { name: /^Unlock & Save/ })
      .click();
  } else {
    await studentRows(page)
      .getByRole('button', { name: /^Save / })
      .first()
      .click();
  }
  await checkDialog(dialogNamed(page, 'Save to Collection'), 'Save to Collection');
  await dialogNamed(page, 'Save to Collection').getByRole('button', { name: 'New' }).click();
  await checkDialog(dialogNamed(page, 'Create New Collection'), 'Create New Collection');
}

/** Opens a saved student's detail, then the Create Collection dialog. */
async function savedDialogs({ page, visitor, checkDialog }: Act) {
  if (visitor !== 'free' && visitor !== 'premium') return;
  const view = page
    .locator('main table tbody tr')
    .first()
    .getByRole('button', { name: /^View / });
  await view.waitFor({ timeout: 15_000 });
  const student = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  await view.click();
  await checkDialog(dialogNamed(page, student), 'saved student detail');
  await page.keyboard.press('Escape');
  await dialogNamed(page, student).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await checkDialog(dialogNamed(page, 'Create New Collection'), 'Create New Collection');
}

const openTab =
  (label: RegExp) =>
  async ({ page }: Act) => {
    await page.getByRole('tab', { name: label }).click();
  };

const ADMIN_TABS: { name: string; label: RegExp; dialogs?: (act: Act) => Promise<void> }[] = [
  {
    name: 'Students',
    label: /^Students/,
    dialogs: async (act) => {
      await act.page.getByRole('button', { name: 'Add Student' }).first().click();
      await act.checkDialog(dialogNamed(act.page, 'Add Student'), 'Add Student');
    },
  },
  { name: 'Users', label: /^Users/ },
  { name: 'Institutions', label: /^Institutions/ },
  { name: 'Upload History', label: /^Upload History/ },
  { name: 'Analytics', label: /^Analytics/ },
  { name: 'Settings', label: /^Settings/ },
  { name: 'Enquiries', label: /^Enquiries/ },
  { name: 'Invoices', label: /^Invoices/ },
  { name: 'Audit log', label: /^Audit log/ },
  { name: 'Reports', label: /^Reports/ },
  { name: 'Privacy requests', label: /^Privacy requests/ },
];

/** Every route of spec 000 §2 and 001 §2 and of web/src/routes, with the tabs and steps a visitor reaches. */
const SCREENS: Screen[] = [
  // marketing (spec 000 §2), the service aliases included; swept on a phone too
  ...[
    '/',
    '/services',
    '/services/data-enrichment',
    '/services/digital-marketing',
    '/services/performance-marketing',
    '/services/direct-marketing',
    '/services/ai-automation',
    '/leads-enrichment',
    '/data-enrichment',
    '/digital-marketing',
    '/direct-marketing',
    '/about',
    '/contact',
    '/assessment',
    '/terms-of-service',
    '/privacy-policy',
    '/my-data',
  ].map((path) => ({ name: path, path, phone: true, sameForEveryMember: true })),
  { name: '/no-such-page (404)', path: '/no-such-page', phone: true, sameForEveryMember: true },
  // account screens
  { name: '/login', path: '/login', sameForEveryMember: true },
  { name: '/register', path: '/register', sameForEveryMember: true },
  { name: '/forgot-password', path: '/forgot-password', sameForEveryMember: true },
  { name: '/reset-password (no token)', path: '/reset-password', sameForEveryMember: true },
  { name: '/reset-password?token', path: '/reset-password?token=sweep-token-that-was-never-issued', sameForEveryMember: true },
  { name: '/join?token (unknown)', path: '/join?token=sweep-token-that-was-never-issued', sameForEveryMember: true },
  // member screens (anonymous visitors and admins are sent to /login)
  { name: '/leads-portal', path: '/leads-portal', dialogs: portalDialogs },
  { name: '/data-portal', path: '/data-portal' },
  { name: '/saved-students', path: '/saved-students', dialogs: savedDialogs },
  { name: '/profile', path: '/profile' },
  { name: '/profile [Security tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Security/) },
  { name: '/profile [Credits tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Credits$/) },
  { name: '/profile [API keys tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^API keys/) },
  { name: '/profile [Team tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Team$/) },
  { name: '/profile [Usage tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Usage$/) },
  { name: '/profile [Buy credits tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Buy credits$/) },
  { name: '/profile [Webhooks tab]', path: '/profile', visitors: MEMBERS, open: openTab(/^Webhooks$/) },
  // admin screens (everyone else is sent to the sign-in page)
  { name: '/system/access/secure-auth', path: '/system/access/secure-auth', sameForEveryMember: true },
  {
    name: '/system/access/secure-auth [code step]',
    path: '/system/access/secure-auth',
    visitors: ['anonymous'],
    open: async ({ page }) => {
      await page.getByLabel('Username').fill(codeStepAdmin.username);
      await page.getByLabel('Password').fill(codeStepAdmin.password);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByLabel('Verification code').waitFor();
    },
  },
  { name: '/system/dashboard/management', path: '/system/dashboard/management', sameForEveryMember: true },
  { name: '/system/portal/control-panel', path: '/system/portal/control-panel', sameForEveryMember: true },
  ...ADMIN_TABS.map((tab) => ({
    name: `/system/portal/control-panel [${tab.name} tab]`,
    path: '/system/portal/control-panel',
    visitors: ['admin'] as Visitor[],
    open: openTab(tab.label),
    dialogs: tab.dialogs,
  })),
];

/**
 * The 4xx answers a screen expects, each with the reason. Anything else of 4xx/5xx fails the screen.
 * `screen` matches the screen's name, `path` the request's path and query.
 */
type ExpectedAnswer = {
  visitor: Visitor | '*';
  screen: RegExp;
  method: string;
  path: RegExp;
  status: number;
  /** the answer is expected only when the screen showed this dialog, which tells the visitor why */
  withDialog?: string;
  why: string;
};
const EXPECTED_ANSWERS: ExpectedAnswer[] = [
  // The unknown address answers the 404 page with status 404.
  { visitor: '*', screen: /^\/no-such-page/, method: 'GET', path: /^\/no-such-page$/, status: 404, why: 'the unknown address is a 404' },
  // ADR 0021: the join page looks its link up; an unknown token is not found (404) and the page says so.
  {
    visitor: '*',
    screen: /^\/join/,
    method: 'GET',
    path: /^\/api\/website\/team\/invites\/lookup\?/,
    status: 404,
    why: 'the join page of an unknown invitation says the link cannot be used',
  },
  // Spec 001 §2: an unverified member's portal is blocked; the student data the page asks for is refused (403
  // AUTH.NOT_VERIFIED) and the screen shows the verification dialog instead.
  ...[/^\/api\/public\/students\?/, /^\/api\/public\/filter-options/].map((path) => ({
    visitor: 'unverified' as const,
    screen: /^\/(leads|data)-portal$/,
    method: 'GET',
    path,
    status: 403,
    withDialog: 'Account Verification Required',
    why: 'the portal is closed to unverified members and says so',
  })),
];

const expected = (visitor: Visitor, screen: string, shown: string[], answer: FailedAnswer) =>
  EXPECTED_ANSWERS.some(
    (rule) =>
      (rule.visitor === '*' || rule.visitor === visitor) &&
      rule.screen.test(screen) &&
      rule.method === answer.method &&
      rule.path.test(answer.path) &&
      rule.status === answer.status &&
      (!rule.withDialog || shown.includes(rule.withDialog)),
  );

type Case = { visitor: Visitor; width: number; screen: Screen; title: string; file: string };

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home';

const CASES: Case[] = [];
for (const visitor of VISITORS) {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const screen of SCREENS) {
      if (viewport === PHONE && !screen.phone) continue;
      if (screen.visitors && !screen.visitors.includes(visitor)) continue;
      if (screen.sameForEveryMember && (visitor === 'unverified' || visitor === 'premium')) continue;
      const title = `${visitor} ${viewport.width} ${screen.name}`;
      if (ONLY && !ONLY.test(title)) continue;
      CASES.push({ visitor, width: viewport.width, screen, title, file: `${visitor}-${viewport.width}-${slug(screen.name)}` });
    }
  }
}

let server: RunningServer;
let browser: Browser;
let orm: Orm;
let codeStepAdmin: { username: string; password: string };
const tokens = new Map<Visitor, { key: string; token: string }>();
const contexts = new Map<string, Promise<BrowserContext>>();
const results = new Map<string, Promise<string[]>>();
/** seconds from the start of each screen to the end of each phase, written to tmp/sweep/timings.txt */
const timings: string[] = [];

async function api(path: string, token: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : init.form,
  });
  if (!response.ok) throw new Error(`sweep set-up: ${path} answered ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
}

/** Data a real account has: saved students in a named collection and the default one, an import, an enquiry. */
async function giveTheAccountsData(free: string, premium: string, admin: string) {
  for (const [token, unlockFirst] of [
    [free, true],
    [premium, false],
  ] as const) {
    const { students } = await api('/api/public/students?page=1&limit=20', token);
    const ids: string[] = students.slice(0, 6).map((s: { id: string }) => s.id);
    if (unlockFirst) await api('/api/website/students/bulk-unlock', token, { json: { studentIds: ids } });
    const { collection } = await api('/api/website/collections', token, {
      json: { name: 'Engineering toppers', description: 'JEE Main shortlist for the autumn drive', color: '#10b981', tags: ['engineering', 'jee', 'autumn'] },
    });
    await api('/api/website/saved-students/bulk', token, {
      json: { studentIds: ids.slice(0, 3), collectionId: collection.id, notes: 'Call after the results' },
    });
    // saved one by one without a collection: they land in the member's default collection
    for (const studentId of ids.slice(3)) await api('/api/website/saved-students', token, { json: { studentId } });
  }
  await api('/api/students/import', admin, {
    form: upload(csvFile([csvRow('9812300001'), csvRow('9812300002', { name: 'Meera Nair' }), csvRow('9812300001')], 'autumn-fair.csv')),
  });
  const enquiry = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      institutionName: 'Sunrise College',
      contactName: 'Priya Sharma',
      email: 'priya@sunrise.edu.in',
      phone: '9876543210',
      serviceInterest: 'Data Enrichment',
      message: 'We would like 5,000 verified leads for our B.Tech intake.',
    }),
  });
  if (!enquiry.ok) throw new Error(`sweep set-up: /api/contact answered ${enquiry.status}`);
}

function contextFor(visitor: Visitor, width: number): Promise<BrowserContext> {
  const key = `${visitor}-${width}`;
  if (!contexts.has(key)) {
    contexts.set(
      key,
      (async () => {
        const phone = width === PHONE.width;
        const context = await browser.newContext({ viewport: phone ? PHONE : DESKTOP, isMobile: phone, hasTouch: phone });
        await prepareContext(context, server.url);
        const auth = tokens.get(visitor);
        if (auth) await context.addInitScript(({ key: storageKey, token }) => localStorage.setItem(storageKey, token), auth);
        return context;
      })(),
    );
  }
  return contexts.get(key)!;
}

/** Opens one screen as one visitor, lets it settle, checks it, opens its dialogs; answers the failures found. */
async function sweep(testCase: Case): Promise<string[]> {
  const context = await contextFor(testCase.visitor, testCase.width);
  const page = await context.newPage();
  const watcher = watchPage(page, server.url);
  const failures: string[] = [];
  /** the dialogs the screen showed, for the answers a dialog explains */
  const shown: string[] = [];
  const act: Act = {
    page,
    visitor: testCase.visitor,
    checkDialog: async (dialog, name) => {
      await dialog.waitFor({ timeout: 15_000 });
      failures.push(...(await dialogTopProblems(dialog, name)));
      shown.push(name);
      await page.screenshot({ path: join(SHOTS, `${testCase.file}--${slug(name)}.png`) });
    },
  };
  const openDialogs = async () => {
    const open: { dialog: Locator; name: string }[] = [];
    for (const dialog of await page.getByRole('dialog').all()) {
      if (await dialog.isVisible()) open.push({ dialog, name: (await dialog.locator('[data-part="title"], h2').first().textContent())?.trim() || 'dialog' });
    }
    return open;
  };
  const started = Date.now();
  const phases: string[] = [];
  const mark = (phase: string) => phases.push(`${phase} ${((Date.now() - started) / 1000).toFixed(1)}`);
  const run = async () => {
    await page.goto(`${server.url}${testCase.screen.path}`, { waitUntil: 'commit' });
    failures.push(...(await settle(page, watcher)));
    mark('settled');
    if (testCase.screen.open) {
      await testCase.screen.open(act);
      failures.push(...(await settle(page, watcher)));
    }
    // a dialog the screen opens by itself (the unverified member's verification notice)
    const opened = await openDialogs();
    for (const { dialog, name } of opened) await act.checkDialog(dialog, name);
    if (opened.length === 0 && (await scrollThrough(page))) {
      mark('scrolled');
      failures.push(...(await settle(page, watcher)));
    }
    await animationsDone(page);
    failures.push(...(await titleProblems(page)));
    failures.push(...(await overflowProblems(page)));
    mark('checked');
    failures.push(...(await axeProblems(page)));
    mark('axe');
    await page.screenshot({ path: join(SHOTS, `${testCase.file}.png`), fullPage: true });
    mark('screenshot');
    if (testCase.screen.dialogs) {
      await testCase.screen.dialogs(act);
      failures.push(...(await settle(page, watcher)));
      mark('dialogs');
    }
  };
  try {
    let timer: Timer | undefined;
    const running = run();
    // past the deadline the page is closed under it: its late errors are not news
    running.catch(() => undefined);
    await Promise.race([
      running,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`the screen took longer than ${CASE_DEADLINE_MS / 1000} s`)), CASE_DEADLINE_MS))),
    ]).finally(() => clearTimeout(timer));
  } catch (error) {
    failures.push(`the sweep could not finish the screen at ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
    if (server.process.exitCode !== null)
      failures.push(`the server has exited (code ${server.process.exitCode}, signal ${server.process.signalCode}): ${server.output().slice(-2_000)}`);
    await page.screenshot({ path: join(SHOTS, `${testCase.file}.png`) }).catch(() => undefined);
  }
  failures.push(...watcher.pageErrors.map((error) => `uncaught exception: ${error}`));
  failures.push(...watcher.consoleErrors.map((message) => `console error: ${message}`));
  failures.push(...watcher.failedRequests.map((request) => `request got no answer: ${request}`));
  for (const answer of watcher.failedAnswers) {
    if (!expected(testCase.visitor, testCase.screen.name, shown, answer))
      failures.push(`unexpected answer: ${answer.method} ${answer.path} → ${answer.status}`);
  }
  await page.close();
  timings.push(`${testCase.title}: ${phases.join(', ')}`);
  return failures;
}

/** Sweeps the cases in order with WORKERS pages at once; each test awaits its own case's result. */
function startPool() {
  const queue = [...CASES];
  const pending = new Map<string, (failures: string[]) => void>();
  for (const testCase of CASES) results.set(testCase.title, new Promise((resolve) => pending.set(testCase.title, resolve)));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) pending.get(next.title)!(await sweep(next));
  };
  for (let i = 0; i < WORKERS; i += 1) void worker();
}

beforeAll(async () => {
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The sweep builds its visitors in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  const [unverified, free, premium, admin, codeAdmin] = [
    await createMember(orm, { verified: false }),
    await createMember(orm, { verified: true, credits: 100 }),
    await createMember(orm, { verified: true, premium: true }),
    await createAdmin(orm, { username: 'sweep_admin' }),
    await createAdmin(orm, { username: 'sweep_code_step', password: 'Admin@12345' }),
  ];
  codeStepAdmin = { username: codeAdmin.username, password: 'Admin@12345' };
  tokens.set('unverified', { key: 'website_auth_token', token: unverified.token });
  tokens.set('free', { key: 'website_auth_token', token: free.token });
  tokens.set('premium', { key: 'website_auth_token', token: premium.token });
  tokens.set('admin', { key: 'auth_token', token: admin.token });
  await giveTheAccountsData(free.token, premium.token, admin.token);
  browser = await launchBrowser();
  startPool();
}, 180_000);

afterAll(async () => {
  writeFileSync(join(SHOTS, 'timings.txt'), `${timings.join('\n')}\n`);
  if (server?.process.exitCode !== null)
    console.error(
      `the server exited during the sweep (code ${server.process.exitCode}, signal ${server.process.signalCode}): ${server.output().slice(-4_000)}`,
    );
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('browser sweep', () => {
  for (const testCase of CASES) {
    it(
      testCase.title,
      async () => {
        const failures = await results.get(testCase.title)!;
        expect(failures).toEqual([]);
      },
      CASE_DEADLINE_MS * (WORKERS + 1),
    );
  }
});
