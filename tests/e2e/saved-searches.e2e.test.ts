import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

/** Issue 17 §3 in the browser: save the portal's view, see what is new since, open it, delete it; by keyboard. */
let server: RunningServer;
let browser: Browser;
let orm: Orm;

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The saved-searches browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

async function openPortal(path: string, viewport: { width: number; height: number }): Promise<{ page: Page; memberId: string }> {
  const member = await createMember(orm);
  const context = await browser.newContext({ viewport });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { page, memberId: member.id };
}

describe('saved searches in the portal', () => {
  it('saves the current filters, counts what is new since, opens and deletes them with the keyboard', async () => {
    await addStudents(orm, [{ state: 'Goa', city: 'Panaji' }]);
    const { page, memberId } = await openPortal('/leads-portal?state=Goa', { width: 1280, height: 900 });
    const panel = page.locator('section[aria-labelledby="saved-searches-title"]');
    await panel.getByText('No saved searches yet', { exact: false }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    // by keyboard; the panel may re-render once the member's standing arrives and take the focus with it, so focus again
    for (let tries = 0; tries < 5 && !(await dialog.isVisible()); tries++) {
      await panel.getByRole('button', { name: 'Save this search' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ timeout: 2_000 }).catch(() => undefined);
    }
    await dialog.getByLabel('Name').fill('Goa leads');
    await dialog.getByLabel('Weekly e-mail').check();
    await dialog.getByLabel('Name').press('Enter');
    await panel.getByText('Goa leads').waitFor();
    await panel.getByText('0 new since you last looked').waitFor();

    const [row] = await orm.em
      .fork()
      .execute<{ id: string; at: Date }[]>('select id, last_viewed_at as at from saved_searches where member_id = ?', [memberId]);
    expect(row).toBeDefined();
    const createdAt = new Date(new Date(row!.at).getTime() + 1);
    await addStudents(orm, [
      { state: 'Goa', createdAt },
      { state: 'Goa', createdAt },
      { state: 'Kerala', createdAt },
    ]);
    await page.goto(`${server.url}/leads-portal`);
    await panel.getByText('2 new since you last looked').waitFor();
    await page.screenshot({ path: 'tmp/saved-searches-1280.png', fullPage: true });

    await panel.getByRole('button', { name: /^Open Goa leads/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/state=Goa/);
    await panel.getByText('0 new since you last looked').waitFor();

    await panel.getByRole('button', { name: 'Delete Goa leads' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delete saved search' }).getByRole('button', { name: 'Delete' }).press('Enter');
    await panel.getByText('No saved searches yet', { exact: false }).waitFor();
  }, 60_000);

  it('at 390 px the portal still says it needs a wider screen', async () => {
    const { page } = await openPortal('/leads-portal', { width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Desktop Access Required' }).waitFor();
    await page.screenshot({ path: 'tmp/saved-searches-390.png', fullPage: true });
  }, 60_000);
});
