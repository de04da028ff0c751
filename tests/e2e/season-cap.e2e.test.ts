/**
 * ADR 0023 in the browser: with STUDENT_SEASON_CAP=2, a student two institutions unlocked shows "2 of 2 institutions"
 * and cannot be unlocked by a free member (nothing charged); a student with room shows the count go up on unlock; a
 * premium member sees the count too, and the full student's contacts masked (its institution holds no place).
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
let full: string;

const unlockVia = (token: string, studentId: string) =>
  fetch(`${server.url}/api/website/students/unlock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ studentId }),
  });

beforeAll(async () => {
  server = await startServer({ STUDENT_SEASON_CAP: '2' });
  if (!server.databaseUrl) throw new Error('The season cap browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  [full] = await addStudents(orm, [
    { studentName: 'Zenobia Fullseason', mobileNumber: '9876544441' },
    { studentName: 'Zephyr Openseason', mobileNumber: '9876544442' },
  ]);
  for (const other of [await createMember(orm, { credits: 5 }), await createMember(orm, { premium: true })]) {
    expect((await unlockVia(other.token, full!)).status).toBe(200);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

async function portalAs(options: Parameters<typeof createMember>[1]): Promise<Page> {
  const member = await createMember(orm, options);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((token) => localStorage.setItem('website_auth_token', token), member.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/leads-portal`);
  await page.getByLabel('Search students').fill('season');
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === 2);
  return page;
}

const row = (page: Page, name: string) => page.locator('section[aria-label="Student leads"] tbody tr', { hasText: name });

describe('the season cap in the portal (ADR 0023)', () => {
  it('shows a free member "2 of 2 institutions", keeps Unlock off for the full student and charges nothing', async () => {
    const page = await portalAs({ credits: 10 });
    const capped = row(page, 'Zenobia Fullseason');
    expect(await capped.getByTestId('season-places').textContent()).toBe('2 of 2 institutions · full this season');
    const unlock = capped.getByRole('button', { name: /^Unlock Zenobia/ });
    expect(await unlock.getAttribute('aria-disabled')).toBe('true');
    expect(await unlock.getAttribute('title')).toContain('Already contacted by 2 institutions this admission season (1 August–31 July)');
    await unlock.click({ force: true });
    await capped.getByRole('button', { name: 'View Zenobia Fullseason' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zenobia Fullseason' });
    await dialog.getByTestId('season-full').waitFor();
    expect(await dialog.getByRole('button', { name: /Unlock Contact/ }).getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: '/tmp/shots-student-cap/free-full-detail.png' });
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('credit-balance').textContent()).toBe('10');

    // the other has room: unlocking it takes a place, shown at once
    const open = row(page, 'Zephyr Openseason');
    expect(await open.getByTestId('season-places').textContent()).toBe('0 of 2 institutions');
    await open.getByRole('button', { name: /^Unlock Zephyr/ }).click();
    await page.getByText('Student Unlocked!').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="season-places"]')).some((el) => el.textContent === '1 of 2 institutions'),
    );
    expect(await page.getByTestId('credit-balance').textContent()).toBe('9');
    await row(page, 'Zenobia Fullseason').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-student-cap/free-list.png' });
    await page.context().close();
  }, 60_000);

  it("shows a premium member the count too, and masks the full student's contacts from an institution without a place", async () => {
    const page = await portalAs({ premium: true });
    expect(await row(page, 'Zenobia Fullseason').getByTestId('season-places').textContent()).toBe('2 of 2 institutions · full this season');
    // the server never sent the full student's number to this premium institution (it holds no place); the open one's it did
    expect(await row(page, 'Zenobia Fullseason').textContent()).not.toContain('9876544441');
    expect(await row(page, 'Zephyr Openseason').textContent()).toContain('9876544442');
    expect(
      await row(page, 'Zenobia Fullseason')
        .getByRole('button', { name: /^Unlock/ })
        .count(),
    ).toBe(0);
    await row(page, 'Zenobia Fullseason').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots-student-cap/premium-list.png' });
    await page.context().close();
  }, 60_000);
});
