import { afterAll, beforeAll, it } from 'bun:test';
import type { Browser } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

let server: RunningServer;
let browser: Browser;
let orm: Orm;
beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const SHOTS = (process.env.SHOTS ?? '').split(',');
it('shots', async () => {
  const admin = await createAdmin(orm);
  const member = await createMember(orm, { credits: 40 });
  const errors: string[] = [];
  for (const [name, key, token, path] of [
    ['admin-dashboard', 'auth_token', admin.token, '/system/dashboard/management'],
    ['admin-institutions', 'auth_token', admin.token, '/system/dashboard/management?tab=institutions'],
    ['admin-invoices', 'auth_token', admin.token, '/system/dashboard/management?tab=invoices'],
    ['profile-team', 'website_auth_token', member.token, '/profile?tab=team'],
    ['profile-usage', 'website_auth_token', member.token, '/profile?tab=usage'],
    ['profile-buy', 'website_auth_token', member.token, '/profile?tab=buy-credits'],
    ['profile-keys', 'website_auth_token', member.token, '/profile?tab=api-keys'],
    ['saved', 'website_auth_token', member.token, '/saved-students'],
    ['portal', 'website_auth_token', member.token, '/leads-portal'],
  ] as const) {
    if (SHOTS[0] && !SHOTS.includes(name)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(([k, v]) => localStorage.setItem(k!, v!), [key, token]);
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(`${name}: ${m.text()}`));
    await gotoHydrated(page, `${server.url}${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}.png` });
    await context.close();
  }
  console.log(errors.join('\n'));
}, 180_000);
