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

  it('shows the 404 page for an unknown path, with a way home', async () => {
    await gotoHydrated(page, `${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
