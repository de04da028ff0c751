import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { lastMail } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/**
 * ADR 0021, the admin portal's Institutions tab: an admin signs in with the e-mailed code, finds a member's
 * institution, gives its pool 50 credits, verifies it and moves a second member, alone in their own, into it.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let orm: Orm;
let outbox: Client;
let owner: { id: string; email: string; institutionId: string };
let solo: { id: string; email: string; institutionId: string };
const SHOTS = process.env.SHOTS_DIR;

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  outbox = new Client({ connectionString: server.databaseUrl });
  await outbox.connect();
  await createAdmin(orm, { username: 'institutions.admin', email: 'institutions.admin@example.in', password: 'Admin@12345' });
  owner = await createMember(orm, { verified: false, credits: 10, email: 'team.owner.e2e@example.in' });
  solo = await createMember(orm, { credits: 20, email: 'solo.member.e2e@example.in' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await outbox?.end();
  await orm?.close(true);
  await server?.stop();
});

const rows = (sql: string, params: unknown[] = []) => orm.em.fork().execute(sql, params) as Promise<Record<string, unknown>[]>;
const toast = (title: string) => page.getByText(title, { exact: true }).first().waitFor();
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('the admin portal’s institutions', () => {
  it('signs in with the e-mailed code and opens the Institutions tab', async () => {
    await page.goto(`${server.url}/system/access/secure-auth`);
    await page.getByLabel('Username').fill('institutions.admin');
    await page.getByLabel('Password').fill('Admin@12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Verification code').waitFor();
    const mail = await lastMail(async (sql, params) => (await outbox.query(sql, params)).rows, 'institutions.admin@example.in');
    await page.getByLabel('Verification code').fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await page.waitForURL(`${server.url}/system/dashboard/management`);

    await page.getByRole('tab', { name: 'Institutions' }).click();
    await page.getByRole('row').filter({ hasText: owner.email }).waitFor();
    await shot('institutions-tab');
  }, 90_000);

  it('finds the member’s institution, gives it 50 credits and verifies it', async () => {
    await page.getByLabel('Search institutions').fill(owner.email);
    await page.waitForURL((url) => url.searchParams.get('institutionSearch') === owner.email);
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.waitFor();
    // the other institutions leave the table once the search has been answered
    await page.getByRole('row').filter({ hasText: solo.email }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2); // the heading and the one institution
    await row.getByRole('button', { name: 'Manage Test Institute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Institute' });
    await dialog.getByText('Seats (1)').waitFor();
    expect(await dialog.getByTestId('institution-pool').innerText()).toBe('10');

    await dialog.getByRole('button', { name: 'Give credits' }).click();
    const form = dialog.getByRole('form', { name: 'Give credits' });
    await form.getByLabel('Credits to give').fill('50');
    await form.getByLabel('Reason').fill('Pilot for the admissions office');
    await shot('give-credits');
    await form.getByRole('button', { name: 'Add to pool' }).click();
    await toast('50 credits given');
    await dialog.getByTestId('institution-pool').filter({ hasText: '60' }).waitFor();

    await dialog.getByRole('button', { name: 'Verify institution' }).click();
    await toast('Institution verified');
    await dialog.getByRole('button', { name: 'Unverify institution' }).waitFor();
    expect(await rows('select is_verified from institutions where id = ?', [owner.institutionId])).toEqual([{ is_verified: true }]);
  }, 60_000);

  it('moves a second member, alone in their own institution, in: the seats table shows two seats', async () => {
    const dialog = page.getByRole('dialog', { name: 'Test Institute' });
    await dialog.getByRole('button', { name: 'Move a member in' }).click();
    const form = dialog.getByRole('form', { name: 'Move a member in' });
    await form.getByLabel('Find the member by e-mail').fill(solo.email);
    await form.getByRole('radio', { name: new RegExp(solo.email.replace(/\./g, '\\.')) }).check();
    await shot('move-in');
    await form.getByRole('button', { name: 'Move in' }).click();
    await page
      .getByText(/^Test Member\d+ moved in$/)
      .first()
      .waitFor();
    await dialog.getByText('Seats (2)').waitFor();
    expect(await dialog.getByRole('row').filter({ hasText: solo.email }).count()).toBe(1);
    // the solo member's 20 credits came along
    await dialog.getByTestId('institution-pool').filter({ hasText: '80' }).waitFor();
    await shot('institution-detail');
    // removing asks first; cancelling leaves the seat and the institution's dialog open
    await dialog.getByRole('button', { name: /^Remove Test Member\d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this seat?' });
    await confirm.waitFor();
    await shot('confirm-remove');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText('Seats (2)').waitFor();
    expect(await rows('select institution_id from website_users where id = ?', [solo.id])).toEqual([{ institution_id: owner.institutionId }]);
  }, 60_000);
});
