import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { COMPANY_SETTINGS } from '../integration/billing/billing-helpers';

/**
 * ADR 0021 / issue #28, the member's side: an institution's owner buys a credit pack (its invoice listed as issued),
 * reads the usage of an unlock made before, and shares a collection with the team.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let page: Page;

const sql = <T = any>(query: string, params: unknown[] = []) => orm.em.fork().execute(query, params) as Promise<T[]>;

async function call(method: string, path: string, token: string, json: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  const body = (await response.json()) as any;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The usage and billing browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  const admin = await createAdmin(orm);
  await call('PUT', '/api/admin/billing/settings', admin.token, COMPANY_SETTINGS);
  await call('POST', '/api/admin/billing/packs', admin.token, { name: 'Starter 500', credits: 500, price: 4999, validityDays: 365 });
  const owner = await createMember(orm, { credits: 100 });
  const [student] = await sql<{ id: string }>('select id from students order by created_at desc limit 1');
  await call('POST', '/api/website/students/unlock', owner.token, { studentId: student!.id });
  await call('POST', '/api/website/collections', owner.token, { name: 'Team Toppers' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), owner.token);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe("an institution's owner in the browser", () => {
  it('requests a credit pack and sees its invoice listed as issued', async () => {
    await gotoHydrated(page, `${server.url}/profile?tab=buy-credits`);
    const pack = page.getByTestId('credit-pack').filter({ hasText: 'Starter 500' });
    await pack.getByRole('button', { name: 'Request this pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Starter 500' });
    // ₹4,999 + 18 % GST (CGST + SGST in Karnataka) = ₹5,898.82
    expect(await dialog.getByTestId('request-total').textContent()).toBe('₹5,898.82');
    await dialog.getByRole('button', { name: /Issue invoice for/ }).click();
    await page
      .getByText(/Invoice EDU\/\d{2}-\d{2}\/\d{5} issued/)
      .first()
      .waitFor();
    const row = page.getByTestId('invoice-row').first();
    await row.getByText('Issued').waitFor();
    expect(await row.textContent()).toContain('₹5,898.82');
    await page.getByTestId('payment-instructions').waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download invoice .* as PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^EDU-\d{2}-\d{2}-\d{5}\.pdf$/);
  });

  it('reads the usage of the unlock made before', async () => {
    await gotoHydrated(page, `${server.url}/profile?tab=usage`);
    await page.getByTestId('usage-seats').waitFor();
    expect(await page.getByTestId('usage-total').textContent()).toBe('1');
    expect(await page.getByTestId('usage-unlocks').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Year', exact: true }).click();
    await page.getByRole('heading', { name: 'Credits by month' }).waitFor();
    expect(await page.getByTestId('usage-total').textContent()).toBe('1');
  });

  it('shares a collection with the team and sees the badge', async () => {
    await gotoHydrated(page, `${server.url}/saved-students`);
    await page.getByRole('button', { name: 'Share with team: Team Toppers' }).click();
    await page.getByText('“Team Toppers” is shared with your team').first().waitFor();
    await page.getByTestId('collection-tile').filter({ hasText: 'Team Toppers' }).getByText('Shared with team').waitFor();
    // the default collection is never shared: no toggle is offered for it
    expect(await page.getByRole('button', { name: /^Share with team: / }).count()).toBe(0);
  });
});
