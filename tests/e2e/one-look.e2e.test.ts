import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/** Issue 25 §12: one look: toasts clear of dialog buttons, names in words, one date format, the footer's full stop. */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  browser = await launchBrowser();
  const member = await createMember(orm, { premium: true, credits: 20 });
  // enough collections for the Save to Collection dialog to fill a short window
  for (const name of ['Pune 2025', 'Mumbai 2025', 'Nagpur 2025', 'Nashik 2025', 'Thane 2025', 'Kolhapur 2025']) {
    const created = await fetch(`${server.url}/api/website/collections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(200);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  page = await context.newPage();
  await page.goto(`${server.url}/leads-portal`);
  await page.locator('section[aria-label="Student leads"] tbody tr').first().waitFor();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('one look (issue 25 §12)', () => {
  it('keeps a toast clear of the buttons of the dialog it answers', async () => {
    // the narrowest desktop and a short window: the dialog reaches the toast lane's corner
    await page.setViewportSize({ width: 1024, height: 560 });
    await page
      .locator('section[aria-label="Student leads"] tbody tr')
      .first()
      .getByRole('button', { name: /^Save / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Save to Collection' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = page.getByText('Please choose a collection.', { exact: true });
    await toast.waitFor();
    const toastBox = (await toast.locator('xpath=ancestor::*[@data-part="root"][1]').boundingBox())!;
    for (const name of ['New', 'Cancel', 'Save']) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(overlap(toastBox, button), `the toast covers ${name}`).toBe(false);
    }
    await page.screenshot({ path: '/tmp/one-look-toast-dialog.png' });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.setViewportSize({ width: 1280, height: 720 });
  }, 60_000);

  it('writes dates one way, "26 Nov 2026"', async () => {
    const added = await page.locator('section[aria-label="Student leads"] tbody tr').first().locator('td').nth(5).innerText();
    expect(added.replace(/\s+/g, ' ').trim()).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  }, 60_000);

  it('names a saved search in words and the colour swatches by colour', async () => {
    const [{ state }] = (await orm.em.fork().execute('select state from students group by state order by count(*) desc limit 1')) as { state: string }[];
    await page.getByRole('combobox', { name: 'State' }).selectOption(state);
    await page.getByRole('combobox', { name: 'Mobile Status' }).selectOption('true');
    await page.waitForURL(/mobileVerified=true/);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Name').inputValue()).toBe(`${state} · mobile verified`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${server.url}/saved-students`);
    await page.getByRole('button', { name: 'Create Collection' }).first().click();
    const colours = page.getByRole('radiogroup', { name: 'Preset colours' });
    expect(await colours.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label')))).toEqual([
      'Blue',
      'Red',
      'Green',
      'Amber',
      'Violet',
      'Pink',
      'Cyan',
      'Lime',
      'Orange',
      'Grey',
    ]);
  }, 60_000);

  it("ends the footer's company name with one full stop", async () => {
    await page.goto(`${server.url}/`);
    await page.keyboard.press('End');
    await page.getByText(/All rights reserved\./).waitFor();
    const footer = (await page.getByText(/All rights reserved\./).textContent()) ?? '';
    expect(footer).toContain('EduReach Admissions Pvt. Ltd. All rights reserved.');
    expect(footer).not.toContain('Ltd..');
  }, 60_000);

  it('says on the profile that no credits are left at 0, not "running low" (issue 25 §3)', async () => {
    const broke = await createMember(orm, { credits: 0 });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), broke.token);
    const profile = await context.newPage();
    await profile.goto(`${server.url}/profile`);
    await profile.getByText('No credits left: unlocking, saving and exporting need credits.').waitFor();
    expect(await profile.getByText('Running low on credits?').count()).toBe(0);
    await context.close();
  }, 60_000);
});
