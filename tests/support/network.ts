import type { Page, Request } from 'playwright-core';

const followed = new WeakMap<Page, (quietMs: number, timeoutMs: number) => Promise<boolean>>();

/**
 * Follows a page's requests from before its first navigation, so a test can wait for the network to go quiet at any
 * moment. Playwright's `waitForLoadState('networkidle')` cannot: it is the document's lifecycle event, reached once
 * after a load, so in a single-page app it answers at once for every call a click starts afterwards.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  const done = (request: Request) => (inFlight.delete(request), touch());
  page.on('request', (request) => (inFlight.add(request), touch()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', touch);
  /** Resolves true once nothing has been in flight and the address has not moved for `quietMs`. */
  const quiet = async (quietMs: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let url = page.url();
    let since = Date.now();
    while (Date.now() < deadline) {
      if (page.url() !== url) (url = page.url()), (since = Date.now());
      const calm = Math.min(Date.now() - lastActivity, Date.now() - since);
      if (inFlight.size === 0 && calm >= quietMs) return true;
      await page.waitForTimeout(50);
    }
    return false;
  };
  followed.set(page, quiet);
  return { quiet };
}

/** A page followed by `followRequests`, once no request has been in flight for half a second (as networkidle). */
export async function networkQuiet(page: Page, timeoutMs = 30_000) {
  const quiet = followed.get(page);
  if (!quiet) throw new Error('networkQuiet needs the page followed from its creation: call followRequests(page)');
  if (!(await quiet(500, timeoutMs))) throw new Error(`the network never went quiet within ${timeoutMs / 1000} s at ${page.url()}`);
}
