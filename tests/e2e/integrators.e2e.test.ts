import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';
import { followRequests, networkQuiet } from '../support/network';

/**
 * Issue 17 in the browser: the profile's Credits and API keys tabs (keyboard and 390 px), "Report wrong data" in
 * the portal's student dialog, and the admins' Reports tab whose approval refunds the credit onto the member's ledger.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let member: Awaited<ReturnType<typeof createMember>>;
let studentId: string;

const call = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

async function memberPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  followRequests(page);
  return page;
}

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('This browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  member = await createMember(orm, { credits: 10 });
  [studentId] = await addStudents(orm, [{ studentName: 'Aarav Reported', mobileNumber: '9812345670', createdAt: new Date(Date.UTC(2030, 0, 1)) }]);
  expect((await call('/api/website/students/unlock', member.token, { method: 'POST', json: { studentId } })).status).toBe(200);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('the profile: Credits and API keys', () => {
  it('lists the ledger, moves between tabs with the keyboard, and creates, uses and revokes a key', async () => {
    const page = await memberPage(1280);
    await page.goto(`${server.url}/profile?tab=credits`);
    const row = page.getByTestId('ledger-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Unlocked contact details of 1 student');
    expect(await row.innerText()).toContain('-1');
    // the balance the account held before its first ledger row
    expect(await page.getByTestId('opening-balance').innerText()).toBe('10');

    await page.getByRole('tab', { name: 'Credits', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=api-keys/);
    await page.getByLabel('Key name').fill('LeadSquared sync');
    await page.getByRole('checkbox', { name: /Unlock/ }).check();
    // issue 26 §4: the password is asked again, and the key's expiry (90 days unless changed) is shown with it
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByText('Your password is required').waitFor();
    await page.getByLabel('Your password').fill('Member@12345');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const key = (await page.getByTestId('new-api-key').innerText()).trim();
    expect(key).toMatch(/^erk_/);
    expect(await page.getByRole('tabpanel', { name: 'API keys' }).getByRole('status').innerText()).toMatch(/It works until \S+/);
    const keyRow = page.getByTestId('api-key-row').filter({ hasText: 'LeadSquared sync' });
    await keyRow.getByText(`${key.slice(0, 12)}…`).waitFor();

    // renewing asks for the password too (asked once the key list has settled: a click on a row the list's refetch is
    // replacing was lost once on a busy machine)
    await networkQuiet(page);
    await keyRow.getByRole('button', { name: 'Renew' }).click();
    const renewal = page.getByRole('dialog', { name: 'Renew API key' });
    await renewal.getByLabel('Your password').fill('Wrong#Pass123');
    await renewal.getByRole('button', { name: 'Renew' }).click();
    await renewal.getByText('Current password is incorrect').waitFor();
    await renewal.getByLabel('Your password').fill('Member@12345');
    await renewal.getByRole('button', { name: 'Renew' }).click();
    await renewal.waitFor({ state: 'detached' });

    expect((await call('/api/public/students?limit=10', key)).status).toBe(200);
    await page.getByRole('tab', { name: 'Credits', exact: true }).click();
    await page.getByRole('tab', { name: 'API keys' }).click();
    // the renewal's toast may still cover the row's Revoke button, and it stays while the pointer rests on it: closed
    // first, as a person would (if it has not gone by itself)
    await page
      .getByRole('status')
      .filter({ hasText: 'API key renewed' })
      .getByRole('button', { name: 'Dismiss notification' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.getByTestId('api-key-row').filter({ hasText: 'LeadSquared sync' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No API keys yet').waitFor();
    expect((await call('/api/public/students?limit=10', key)).status).toBe(401);
    await page.context().close();
  }, 90_000);

  it("changing the password with 'Also revoke my API keys' (ticked by default) revokes the keys", async () => {
    const owner = await createMember(orm);
    const created = await call('/api/website/api-keys', owner.token, { method: 'POST', json: { name: 'Old CRM', scopes: ['read'], password: 'Member@12345' } });
    const { key } = (await created.json()) as { key: string };
    expect((await call('/api/public/students?limit=10', key)).status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), owner.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/profile?tab=security`);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Member@12345');
    await form.getByLabel(/^New password/).fill('Brand#New2026');
    await form.getByLabel('Confirm new password').fill('Brand#New2026');
    expect(await form.getByRole('checkbox', { name: 'Also revoke my API keys' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your API key was revoked.').waitFor();
    expect((await call('/api/public/students?limit=10', key)).status).toBe(401);
    await context.close();
  }, 60_000);

  it('at 390 px shows the desktop notice the profile always shows there', async () => {
    const page = await memberPage(390);
    await page.goto(`${server.url}/profile?tab=credits`);
    await page.getByRole('heading', { name: 'Desktop Required' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await page.context().close();
  }, 60_000);
});

describe('reporting wrong data, and the admins reviewing it', () => {
  it('a member reports an unlocked student; an admin approves; the credit comes back on the ledger', async () => {
    const page = await memberPage(1280);
    await page.goto(`${server.url}/leads-portal`);
    await page.getByRole('button', { name: 'View Aarav Reported' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('What is wrong?').selectOption('wrong_number');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Report sent').first().waitFor();
    await page.context().close();

    const admin = await createAdmin(orm);
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await adminPage.goto(server.url);
    await adminPage.evaluate((token) => localStorage.setItem('auth_token', token), admin.token);
    await adminPage.goto(`${server.url}/system/dashboard/management?tab=reports`);
    const report = adminPage.getByTestId('report-row').filter({ hasText: 'Aarav Reported' });
    await report.getByText('9812345670').waitFor();
    await report.getByRole('button', { name: 'Approve & refund' }).click();
    await adminPage.getByText('Report approved').first().waitFor();
    await adminPage.close();

    const ledger = await (await call('/api/website/credits/ledger', member.token)).json();
    expect(ledger.entries[0]).toMatchObject({ kind: 'refund', change: 1, studentId });
    const after = await memberPage(1280);
    await after.goto(`${server.url}/profile?tab=credits`);
    await after.getByTestId('ledger-row').filter({ hasText: 'Refund: wrong number reported' }).waitFor();
    await after.context().close();
  }, 120_000);
});
