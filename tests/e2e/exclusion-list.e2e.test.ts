/**
 * ADR 0024 in the browser: a free member uploads their CRM's contacts in Profile › Exclusion list (progress, then the
 * summary), sees "Already in your list" on the matching student in the portal (no Unlock, nothing charged) and hides
 * them with the toggle; a premium member sees the mark too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

let server: RunningServer;
let browser: Browser;
let orm: Orm;
const CSV = 'name,email,mobile\nXavier,,+91 98765 41111\nSomeone,someone.else@example.org,\n';

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The exclusion list browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  await addStudents(orm, [
    { studentName: 'Xavier Listedcrm', mobileNumber: '9876541111', emailId: 'xavier.crm@example.in' },
    { studentName: 'Xena Freshcrm', mobileNumber: '9876541112', emailId: 'xena.crm@example.in' },
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

async function pageAs(member: { token: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${server.url}${path}`);
  return page;
}

const row = (page: Page, name: string) => page.locator('section[aria-label="Student leads"] tbody tr', { hasText: name });

async function searchCrm(page: Page, rows: number) {
  await page.getByLabel('Search students').fill('crm');
  await page.waitForFunction((n) => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === n, rows);
}

describe('the exclusion list in the browser (ADR 0024)', () => {
  it('lets a free member upload their list, marks the student in the portal, charges nothing and hides them on request', async () => {
    const member = await createMember(orm, { credits: 10 });
    const page = await pageAs(member, '/profile?tab=exclusion-list');
    await page.getByText('No exclusion list yet').waitFor();
    await page.screenshot({ path: '/tmp/shots-exclusion-list/free-empty.png' });
    await page.locator('#exclusion-file').setInputFiles({ name: 'crm.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    expect(await page.getByTestId('exclusion-file-name').textContent()).toBe('crm.csv');
    await page.getByRole('button', { name: 'Upload list' }).click();
    const summary = page.getByTestId('exclusion-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('2 contacts');
    expect(await summary.textContent()).toContain('1 student of the catalogue matched');
    await page.screenshot({ path: '/tmp/shots-exclusion-list/free-summary.png' });
    await page.context().close();

    const portal = await pageAs(member, '/leads-portal');
    await searchCrm(portal, 2);
    const listed = row(portal, 'Xavier Listedcrm');
    expect(await listed.getByTestId('in-your-list').textContent()).toBe('Already in your list');
    expect(await listed.getByRole('button', { name: /^Unlock/ }).count()).toBe(0);
    expect(await row(portal, 'Xena Freshcrm').getByTestId('in-your-list').count()).toBe(0);
    await portal.screenshot({ path: '/tmp/shots-exclusion-list/free-portal.png' });
    await listed.getByRole('button', { name: 'View Xavier Listedcrm' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Xavier Listedcrm' });
    await dialog.getByText(/Already in your list/).waitFor();
    expect(await dialog.getByRole('button', { name: /Unlock Contact/ }).count()).toBe(0);
    await portal.screenshot({ path: '/tmp/shots-exclusion-list/free-detail.png' });
    await portal.keyboard.press('Escape');
    expect(await portal.getByTestId('credit-balance').textContent()).toBe('10');

    await portal.getByTestId('hide-listed').check();
    await searchCrm(portal, 1);
    expect(await row(portal, 'Xena Freshcrm').count()).toBe(1);
    expect(portal.url()).toContain('excludeListed=true');
    await portal.screenshot({ path: '/tmp/shots-exclusion-list/free-hidden.png' });
    await portal.context().close();
  }, 90_000);

  it('marks the student for a premium member too, whose list came through the API', async () => {
    const member = await createMember(orm, { premium: true });
    const form = new FormData();
    form.append('csvFile', new File([CSV], 'crm.csv', { type: 'text/csv' }));
    const answer = await fetch(`${server.url}/api/website/exclusion-list`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${member.token}` } });
    expect(answer.status).toBe(200);
    const portal = await pageAs(member, '/leads-portal');
    await searchCrm(portal, 2);
    expect(await row(portal, 'Xavier Listedcrm').getByTestId('in-your-list').textContent()).toBe('Already in your list');
    await portal.screenshot({ path: '/tmp/shots-exclusion-list/premium-portal.png' });
    await portal.context().close();
    const profile = await pageAs(member, '/profile?tab=exclusion-list');
    await profile.getByTestId('exclusion-summary').waitFor();
    await profile.screenshot({ path: '/tmp/shots-exclusion-list/premium-profile.png' });
    await profile.context().close();
  }, 90_000);
});
