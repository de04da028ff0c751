import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

/** Issue 29 §4: the admin uploads the DND register; free and premium members see "DND" and can hide those numbers. */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let listedId: string;

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The DND browser test builds students in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  [listedId] = (await addStudents(orm, [
    { studentName: 'Dndtest Listed Lakshmi', mobileNumber: '9830000001' },
    { studentName: 'Dndtest Clear Kiran', mobileNumber: '9830000002' },
  ])) as [string, string];
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const snap = async (_page: Page, _name: string) => {};

async function pageWith(key: 'auth_token' | 'website_auth_token', token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([name, value]) => localStorage.setItem(name!, value!), [key, token]);
  return context.newPage();
}

const rows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');

describe('the DND register in the browser', () => {
  it('the admin uploads a scrub file and sees the counts and the last upload', async () => {
    const admin = await createAdmin(orm);
    const page = await pageWith('auth_token', admin.token);
    await gotoHydrated(page, `${server.url}/system/dashboard/management?tab=settings`);
    await page.getByRole('heading', { name: 'DND register' }).waitFor();
    await page.getByText('No upload yet: no number is marked DND.').waitFor();
    await page.locator('#dnd-file').setInputFiles({ name: 'dnd-scrub.csv', mimeType: 'text/csv', buffer: Buffer.from('mobile\r\n+91 98300 00001\r\n') });
    expect(await page.getByTestId('dnd-chosen-file').textContent()).toBe('dnd-scrub.csv');
    await page.getByRole('button', { name: 'Upload DND register' }).click();
    await page.getByText('DND register updated', { exact: true }).first().waitFor();
    await page.getByText(/Last upload .* \(dnd-scrub\.csv; 1 lines without a mobile number skipped\)/).waitFor();
    const status = page.getByTestId('dnd-status');
    expect(await status.getByText('On the register').locator('..').textContent()).toContain('1');
    await snap(page, 'admin-dnd-register');
    await page.context().close();
  }, 90_000);

  for (const premium of [false, true]) {
    it(`a ${premium ? 'premium' : 'free'} member sees "DND" on the listed mobile, its day in the tooltip and the detail, and can hide them`, async () => {
      const member = await createMember(orm, { premium, credits: 10 });
      const page = await pageWith('website_auth_token', member.token);
      await gotoHydrated(page, `${server.url}/leads-portal?search=Dndtest`);
      await rows(page).filter({ hasText: 'Dndtest Clear Kiran' }).waitFor();
      const listed = rows(page).filter({ hasText: 'Dndtest Listed Lakshmi' });
      const badge = listed.getByTestId('dnd-badge');
      await badge.waitFor();
      expect(await rows(page).filter({ hasText: 'Dndtest Clear Kiran' }).getByTestId('dnd-badge').count()).toBe(0);
      const tooltip = listed.locator('[role=tooltip]');
      expect(await tooltip.textContent()).toMatch(/^On the DND register since \d{1,2} \w{3} \d{4}: promotional calls and SMS not allowed$/);
      expect(await tooltip.isVisible()).toBe(false);
      await badge.hover();
      await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
      await snap(page, `portal-dnd-${premium ? 'premium' : 'free'}`);
      if (!premium) expect(await listed.getByTestId('student-mobile').textContent()).toContain('*');

      await page.getByLabel('Hide DND numbers').check();
      await page.waitForURL(/dnd=exclude/);
      await listed.waitFor({ state: 'detached' });
      expect(await rows(page).filter({ hasText: 'Dndtest Clear Kiran' }).count()).toBe(1);
      await page.getByLabel('Hide DND numbers').uncheck();
      await listed.waitFor();
      await listed.getByRole('button', { name: 'View Dndtest Listed Lakshmi' }).click();
      await page
        .getByRole('dialog')
        .getByText(/On the DND register since .*: promotional calls and SMS not allowed \(transactional ones are\)\./)
        .waitFor();
      await snap(page, `portal-dnd-detail-${premium ? 'premium' : 'free'}`);
      await page.context().close();
    }, 90_000);
  }

  it('the saved list shows "DND" and hides those numbers on request', async () => {
    const member = await createMember(orm, { credits: 10 });
    const unlocked = await fetch(`${server.url}/api/website/students/unlock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ studentId: listedId }),
    });
    expect(unlocked.status).toBe(200);
    const saved = await fetch(`${server.url}/api/website/saved-students`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ studentId: listedId }),
    });
    expect(saved.status).toBe(200);
    const page = await pageWith('website_auth_token', member.token);
    await gotoHydrated(page, `${server.url}/saved-students`);
    const row = page.locator('tr', { hasText: 'Dndtest Listed Lakshmi' });
    await row.getByTestId('dnd-badge').waitFor();
    await snap(page, 'saved-dnd');
    await page.getByLabel('Hide DND numbers').check();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  }, 90_000);
});
