/**
 * ADR 0026 in the browser: the portal's row says how fresh a contact is and the detail says it in a sentence, for free
 * (contacts masked) and premium members; "Verified within" and the freshness sort narrow and order the list; the admin
 * records a verification in the student form, and the member then sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

let server: RunningServer;
let browser: Browser;
let orm: Orm;
const SHOTS = '/tmp/shots-contact-freshness';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('The contact freshness browser test builds students in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  const [fresh, stale, never] = await addStudents(orm, [
    { studentName: 'Quenby Freshcheck', city: 'Freshgaon' },
    { studentName: 'Quillon Stalecheck', city: 'Freshgaon' },
    { studentName: 'Quinta Nevercheck', city: 'Freshgaon', emailVerified: false, mobileVerified: false, whatsappVerified: false },
  ]);
  const sql = (query: string, params: unknown[]) => orm.em.fork().execute(query, params);
  await sql("update students set mobile_verified_at = ?, mobile_verified_by = 'otp', email_verified_at = null where id = ?", [daysAgo(12), fresh]);
  await sql("update students set mobile_verified_at = ?, mobile_verified_by = 'call', email_verified_at = null where id = ?", [daysAgo(400), stale]);
  await sql('update students set email_verified_at = null, mobile_verified_at = null, whatsapp_verified_at = null where id = ?', [never]);
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
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/leads-portal`);
  await page.getByLabel('Search students').fill('Freshgaon');
  await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === 3);
  expect(errors).toEqual([]);
  return page;
}

const listRows = (page: Page) => page.locator('section[aria-label="Student leads"] tbody tr');
const row = (page: Page, name: string) => listRows(page).filter({ hasText: name });
const names = async (page: Page) => (await listRows(page).locator('td:nth-child(2) > div:first-child').allInnerTexts()).map((n) => n.trim());

describe('contact freshness in the portal (ADR 0026)', () => {
  it('shows a free member how fresh each masked contact is, filters by "Verified within" and sorts by freshness', async () => {
    const page = await portalAs({ credits: 10 });
    expect(await row(page, 'Quenby Freshcheck').getByTestId('freshness-hint').innerText()).toBe('verified 12 d ago');
    expect(await row(page, 'Quillon Stalecheck').getByTestId('freshness-hint').innerText()).toBe('stale');
    expect(await row(page, 'Quinta Nevercheck').getByTestId('freshness-hint').innerText()).toBe('not verified');
    expect(await row(page, 'Quenby Freshcheck').getByTestId('student-mobile').innerText()).toContain('*');
    await page.screenshot({ path: `${SHOTS}/free-list.png` });

    await row(page, 'Quenby Freshcheck').getByRole('button', { name: 'View Quenby Freshcheck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quenby Freshcheck' });
    expect(await dialog.getByTestId('freshness-mobile').innerText()).toBe('Mobile verified by OTP 12 days ago');
    expect(await dialog.getByTestId('freshness-email').innerText()).toBe('E-mail not verified, from Admin entry');
    await dialog.getByTestId('freshness-mobile').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/free-detail.png` });
    await page.keyboard.press('Escape');

    await page.getByLabel('Verified within').selectOption('30');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === 1);
    expect(await names(page)).toEqual(['Quenby Freshcheck']);
    expect(page.url()).toContain('verifiedWithin=30');
    await page.screenshot({ path: `${SHOTS}/free-filtered.png` });
    await page.getByLabel('Verified within').selectOption('all');
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Student leads"] tbody tr').length === 3);

    await page.getByLabel('Sort by').selectOption('freshness');
    await page.waitForURL(/sortBy=freshness/);
    await page.waitForFunction(() => /Quenby/.test(document.querySelector('section[aria-label="Student leads"] tbody tr')?.textContent ?? ''));
    expect(await names(page)).toEqual(['Quenby Freshcheck', 'Quillon Stalecheck', 'Quinta Nevercheck']);
    await page.context().close();
  }, 90_000);

  it('shows a premium member the same facts beside the open contacts', async () => {
    const page = await portalAs({ premium: true });
    expect(await row(page, 'Quillon Stalecheck').getByTestId('student-mobile').innerText()).not.toContain('*');
    await row(page, 'Quillon Stalecheck').getByRole('button', { name: 'View Quillon Stalecheck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quillon Stalecheck' });
    expect(await dialog.getByTestId('freshness-mobile').innerText()).toMatch(/^Mobile verified by call \d+ days ago \(stale\)$/);
    await dialog.getByTestId('freshness-mobile').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/premium-detail.png` });
    await page.context().close();
  }, 90_000);

  it("lets the admin record a verification in the student form, which the member's list then shows", async () => {
    const admin = await createAdmin(orm);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url);
    await page.evaluate((token) => localStorage.setItem('auth_token', token), admin.token);
    await page.goto(`${server.url}/system/dashboard/management`);
    await page.getByRole('tab', { name: /^Students/ }).click();
    await page.getByLabel('Search students').fill('Quinta');
    await page.getByRole('button', { name: 'Edit Quinta Nevercheck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student' });
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByLabel('E-mail verified on').fill(today);
    await dialog.getByLabel('E-mail verified by').selectOption('email_link');
    await page.screenshot({ path: `${SHOTS}/admin-form.png` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Student updated successfully!').first().waitFor();
    await page.close();

    const member = await portalAs({ credits: 1 });
    await row(member, 'Quinta Nevercheck').getByRole('button', { name: 'View Quinta Nevercheck' }).click();
    const detail = member.getByRole('dialog', { name: 'Quinta Nevercheck' });
    expect(await detail.getByTestId('freshness-email').innerText()).toBe('E-mail verified by e-mail link today');
    await member.context().close();
  }, 90_000);
});
