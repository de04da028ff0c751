import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the site in a browser', () => {
  it('loads the home page', async () => {
    await gotoHydrated(page, server.url);
    await expect(page.title()).resolves.toContain('EduReach');
    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
  });

  it('shows the 404 page for an unknown path, with status 404, its title and a way home', async () => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const response = await page.goto(`${server.url}/no-such-page`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | EduReach');
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    expect(uncaught).toEqual([]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('starts the client-only screens without an uncaught error (no hydration of the empty shell)', async () => {
    for (const path of ['/login', '/register', '/forgot-password', '/system/access/secure-auth']) {
      const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const uncaught: string[] = [];
      fresh.on('pageerror', (error) => uncaught.push(`${path}: ${error.message}`));
      await gotoHydrated(fresh, `${server.url}${path}`);
      await fresh.locator('form').first().waitFor();
      await fresh.close();
      expect(uncaught).toEqual([]);
    }
  });
});
