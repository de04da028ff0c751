import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { followRequests } from './network';

/**
 * Building blocks of the browser sweep (tests/e2e/sweep.e2e.test.ts): what a visitor would notice on a screen,
 * measured in the page. Each check answers a list of plain sentences, empty when the screen is fine.
 *
 * The app's CSP allows scripts from 'self' only (no inline script, no eval), and the sweep leaves it on: a page
 * that breaks its own CSP must show up. So axe-core is served at a same-origin address the browser context
 * intercepts, and the element-naming helper is installed as an init script (which CSP does not govern).
 */

const AXE_PATH = join(import.meta.dir, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');
const AXE_URL_PATH = '/__sweep__/axe.min.js';

/** A short, human name for an element in a failure message: tag, id or first classes, label or role, some text. */
function describeElement(element: Element | null): string {
  if (!element) return 'nothing (outside the window)';
  const tag = element.tagName.toLowerCase();
  const id = element.id ? `#${element.id}` : '';
  const label = element.getAttribute('aria-label') || element.getAttribute('role') || '';
  const text = (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  // the landmark it belongs to says more to a reader than generated class names
  const landmark = element.parentElement?.closest('header, nav, footer, aside, main, [role="dialog"]');
  const within = landmark ? `${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? `[${landmark.getAttribute('aria-label')}]` : ''} › ` : '';
  return `${within}${tag}${id}${cls}${label ? ` [${label}]` : ''}${text ? ` "${text}"` : ''}`;
}

type SweepWindow = { __sweepDescribe: (element: Element | null) => string };

/** Prepares a browser context for the sweep: axe-core at a same-origin address, the element-naming helper. */
export async function prepareContext(context: BrowserContext, origin: string) {
  const axe = readFileSync(AXE_PATH, 'utf8');
  await context.route(`${origin}${AXE_URL_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: axe }));
  await context.addInitScript(`window.__sweepDescribe = ${describeElement.toString()};`);
}

/** An answer of 4xx/5xx from our own server, as the page received it. */
export type FailedAnswer = { method: string; path: string; status: number };

/**
 * Listens to a page from before its first navigation: console errors, uncaught exceptions, failed answers and
 * requests that never got one. Also follows the requests in flight, so `settle` can wait for a quiet network.
 */
export function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const failedAnswers: FailedAnswer[] = [];
  const failedRequests: string[] = [];
  const { quiet } = followRequests(page);

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium's own line for a 4xx/5xx or a failed load: the answer itself is judged by method and path below.
    if (text.startsWith('Failed to load resource:')) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // a navigation (a redirect, the next screen) cancels what the previous document still had in flight
    if (reason === 'net::ERR_ABORTED') return;
    failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.status() < 400) return;
    failedAnswers.push({ method: response.request().method(), path: url.pathname + url.search, status: response.status() });
  });

  return {
    consoleErrors,
    pageErrors,
    failedAnswers,
    failedRequests,
    /** Resolves true once nothing has been in flight and the address has not moved for `quietMs`. */
    quiet,
  };
}

export type Watcher = ReturnType<typeof watchPage>;

/**
 * Waits for a screen to settle as a visitor would see it: React has hydrated, the network is quiet (no request
 * for 500 ms, as Playwright's networkidle) and the address has stopped moving (redirects done).
 */
export async function settle(page: Page, watcher: Watcher, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const hydrated = () => page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: Math.max(1_000, deadline - Date.now()) });
  if (
    !(await hydrated().then(
      () => true,
      () => false,
    ))
  )
    return [`the page never hydrated (no html[data-hydrated="true"] within ${timeoutMs / 1000} s) at ${page.url()}`];
  if (!(await watcher.quiet(500, Math.max(1_000, deadline - Date.now()))))
    return [`the network never went quiet within ${timeoutMs / 1000} s at ${page.url()}`];
  // a hard redirect swaps the document: the new one must have hydrated too
  if (
    !(await hydrated().then(
      () => true,
      () => false,
    ))
  )
    return [`the page never hydrated after a redirect to ${page.url()}`];
  return [];
}

/**
 * Scrolls to the bottom a screen at a time and back to the top, as a reader would: sections that fade in on
 * scroll show and lazy parts load. Answers false for a page that fits the window (nothing to scroll).
 */
export async function scrollThrough(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (document.documentElement.scrollHeight <= window.innerHeight) return false;
    // one rendering step after each scroll: intersection observers run in it
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.9)) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    window.scrollTo(0, 0);
    await frame();
    return true;
  });
}

/** Waits (at most 3 s) for the finite animations and transitions of the document, or of one element, to finish. */
export async function animationsDone(target: Page | Locator) {
  const script = async (element?: Element) => {
    const all = element instanceof Element ? element.getAnimations({ subtree: true }) : document.getAnimations();
    const finite = all.filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  };
  await (target as Locator).evaluate(script);
}

/**
 * Horizontal overflow: the page wider than the window (naming the elements that stick out), and every visible
 * table wider than the card or scroll box that holds it (a table wider than its card fails even if the card scrolls).
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (window as unknown as SweepWindow).__sweepDescribe;
    const problems: string[] = [];
    const doc = document.documentElement;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > doc.clientWidth + 1 || box.left < -1);
    };
    if (doc.scrollWidth > doc.clientWidth) {
      // the deepest elements that stick out past an edge with no clipping box between them and the page
      const culprits: string[] = [];
      const walk = (element: Element) => {
        if (culprits.length >= 3) return;
        if (element !== document.body && clips(element)) return;
        const outside = Array.from(element.children).filter(sticksOut);
        if (element !== document.body && sticksOut(element) && outside.length === 0) {
          const box = element.getBoundingClientRect();
          culprits.push(`${describe(element)} (x ${Math.round(box.left)}…${Math.round(box.right)})`);
          return;
        }
        for (const child of Array.from(element.children)) walk(child);
      };
      walk(document.body);
      problems.push(
        `page overflows horizontally: ${doc.scrollWidth} px of content in a ${doc.clientWidth} px window; sticking out: ${culprits.join('; ') || 'nothing found'}`,
      );
    }
    for (const table of Array.from(document.querySelectorAll('table'))) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let container: HTMLElement = table.parentElement!;
      for (let node: HTMLElement | null = table.parentElement; node && node !== document.body; node = node.parentElement) {
        if (clips(node)) {
          container = node;
          break;
        }
      }
      if (box.width > container.clientWidth + 1) {
        const head = Array.from(table.querySelectorAll('th'))
          .map((th) => (th.textContent ?? '').trim())
          .filter(Boolean)
          .slice(0, 4)
          .join(', ');
        const name = table.getAttribute('aria-label') || table.closest('[aria-label]')?.getAttribute('aria-label') || `table (${head})`;
        problems.push(`table "${name}" is ${Math.round(box.width)} px wide in a ${container.clientWidth} px card: ${describe(container).slice(0, 90)}`);
      }
    }
    return problems;
  });
}

/** The document's <title> must exist and say something. */
export async function titleProblems(page: Page): Promise<string[]> {
  const title = await page.evaluate(() => document.querySelector('title')?.textContent?.trim() ?? null);
  if (title === null) return ['the page has no <title>'];
  if (title === '') return ['the page <title> is empty'];
  return [];
}

/** axe-core's violations of serious or critical impact: one line each, with up to three of the elements involved. */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_URL_PATH });
  const violations = await page.evaluate(async () => {
    type AxeNode = { target: string[]; html: string; failureSummary?: string };
    type AxeViolation = { id: string; impact: string; help: string; nodes: AxeNode[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        count: violation.nodes.length,
        nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 120)}`),
        summary: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim(),
      }));
  });
  return violations.map(
    (violation) =>
      `axe ${violation.id} (${violation.impact}): ${violation.help}: ${violation.count} element(s), e.g. ${violation.nodes.join(' | ')}${violation.summary ? ` (${violation.summary})` : ''}`,
  );
}

/**
 * A dialog's top edge (its title strip and close button) must be what a visitor sees and clicks: at points along
 * the strip, and at the title and the close button, `document.elementFromPoint` must land inside the dialog.
 */
export async function dialogTopProblems(dialog: Locator, name: string): Promise<string[]> {
  await animationsDone(dialog);
  return dialog.evaluate((element, dialogName) => {
    const describe = (window as unknown as SweepWindow).__sweepDescribe;
    const box = element.getBoundingClientRect();
    const points: { x: number; y: number; what: string }[] = [];
    for (let i = 0; i <= 8; i += 1) points.push({ x: box.left + 8 + ((box.width - 16) * i) / 8, y: box.top + 12, what: 'top strip' });
    const centre = (node: Element | null, what: string) => {
      if (!node) return;
      const b = node.getBoundingClientRect();
      points.push({ x: b.left + b.width / 2, y: b.top + Math.min(b.height / 2, 10), what });
    };
    centre(element.querySelector('[data-part="title"], h2'), 'title');
    centre(element.querySelector('[data-part="close-trigger"], [aria-label="Close"]'), 'close button');
    // A modal dialog turns pointer events off outside itself, and elementFromPoint skips such elements: for the
    // measurement every element is hit-testable again, so the answer is what is painted on top, not what is clickable.
    const everythingHittable = new CSSStyleSheet();
    everythingHittable.replaceSync('*, *::before, *::after { pointer-events: auto !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, everythingHittable];
    const inert = Array.from(document.querySelectorAll('[inert]'));
    inert.forEach((node) => node.removeAttribute('inert'));
    const covered = new Map<string, string[]>();
    try {
      for (const point of points) {
        const hit = document.elementFromPoint(point.x, point.y);
        if (hit && element.contains(hit)) continue;
        const by = describe(hit);
        covered.set(by, [...(covered.get(by) ?? []), `${point.what} (${Math.round(point.x)}, ${Math.round(point.y)})`]);
      }
    } finally {
      inert.forEach((node) => node.setAttribute('inert', ''));
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== everythingHittable);
    }
    const problems = Array.from(
      covered,
      ([by, where]) =>
        `dialog "${dialogName}": its top edge is covered by ${by} at ${where.slice(0, 3).join(', ')}${where.length > 3 ? ` and ${where.length - 3} more points` : ''}`,
    );
    if (box.top < 0) problems.unshift(`dialog "${dialogName}": its top edge is above the window (top at ${Math.round(box.top)} px)`);
    return problems;
  }, name);
}
