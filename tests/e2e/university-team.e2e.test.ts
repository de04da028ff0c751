import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { COMPANY_SETTINGS } from '../integration/billing/billing-helpers';
import { createAdmin, createMember } from '../support/auth';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { lastMail } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/**
 * Issue #28's "Done when", in the browser, as the people do it: a university's owner invites a manager and a member,
 * who join from the e-mailed links; the owner limits the member to 5 credits a month and shares a collection; the
 * member unlocks a student once, and all three see its contacts; the member saves it into the shared collection, which
 * the owner sees; the owner buys a credit pack, the admin marks its invoice paid, and the credits arrive; the usage
 * screen says who spent what. Only the company's billing set-up and one collection's creation are made through the API.
 */
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let admin: { token: string };
let owner: Awaited<ReturnType<typeof createMember>>;
const UNIVERSITY = 'Deccan Technical University';
const MANAGER = { first: 'Anita', last: 'Rao', email: 'anita.rao@deccan-tech.example.in', phone: '9845012301' };
const MEMBER = { first: 'Vikram', last: 'Shetty', email: 'vikram.shetty@deccan-tech.example.in', phone: '9845012302' };
const SHARED = 'Admissions 2027';
const consoleErrors: string[] = [];

const sql = <T = any>(query: string, params: unknown[] = []) => orm.em.fork().execute(query, params) as Promise<T[]>;
const mailTo = (to: string) => lastMail((query, params) => orm.em.fork().execute(query.replace('$1', '?'), params), to);

async function call(method: string, path: string, token: string, json?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as any;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A browser of its own for each person, signed in with `key` when a token is given. */
async function personWith(token?: string, key = 'website_auth_token'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  if (token) await context.addInitScript(([name, value]) => localStorage.setItem(name!, value!), [key, token]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

const seatRow = (page: Page, text: string) => page.getByTestId('team-seat-row').filter({ hasText: text });

async function invite(page: Page, email: string, role: 'Member' | 'Manager') {
  await page.getByLabel("Colleague's e-mail").fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByTestId('team-invite-row').filter({ hasText: email }).waitFor();
}

/** The colleague opens the e-mailed /join link signed out and registers; answers their signed-in page. */
async function joinFromMail(person: typeof MANAGER): Promise<Page> {
  const link = new URL(/(http\S+\/join\?token=\S+)/.exec((await mailTo(person.email)).text)![1]!);
  const page = await personWith();
  await gotoHydrated(page, `${server.url}${link.pathname}${link.search}`);
  await page.getByText(`${UNIVERSITY} invites you to its team`).waitFor();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Contact number').fill(person.phone);
  await page.getByLabel('Password').fill('Deccan#2027');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/profile\?tab=team/);
  await seatRow(page, `${person.first} ${person.last}`).waitFor();
  return page;
}

/** Opens the first student of the portal's default list (the same student for every seat) and answers its name. */
async function openFirstStudent(page: Page): Promise<string> {
  await gotoHydrated(page, `${server.url}/leads-portal`);
  const first = page.locator('tbody tr').first();
  await first.waitFor();
  const name = (await first.locator('td').nth(1).locator('div').first().textContent())!;
  await page
    .getByRole('button', { name: `View ${name}` })
    .first()
    .click();
  await page.getByRole('dialog').getByTestId('detail-mobile').waitFor();
  return name;
}

beforeAll(async () => {
  server = await startServer();
  if (!server.databaseUrl) throw new Error('This browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  admin = await createAdmin(orm);
  await call('PUT', '/api/admin/billing/settings', admin.token, COMPANY_SETTINGS);
  await call('POST', '/api/admin/billing/packs', admin.token, { name: 'Admissions 250', credits: 250, price: 2499, validityDays: 365 });
  owner = await createMember(orm, { credits: 20 });
  await sql('update institutions set name = ? where id = ?', [UNIVERSITY, owner.institutionId]);
  await call('POST', '/api/website/collections', owner.token, { name: SHARED });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

describe('a university of three seats, set up end to end in the browser', () => {
  let ownerPage: Page;
  let managerPage: Page;
  let memberPage: Page;
  let student: string;

  it('the owner invites a manager and a member, who join from their e-mailed links', async () => {
    ownerPage = await personWith(owner.token);
    await gotoHydrated(ownerPage, `${server.url}/profile?tab=team`);
    await ownerPage.getByRole('heading', { name: UNIVERSITY }).waitFor();
    await invite(ownerPage, MANAGER.email, 'Manager');
    await invite(ownerPage, MEMBER.email, 'Member');
    managerPage = await joinFromMail(MANAGER);
    await managerPage.getByText('You: Manager').waitFor();
    memberPage = await joinFromMail(MEMBER);
    await memberPage.getByText('You: Member').waitFor();
    await ownerPage.reload();
    await seatRow(ownerPage, 'Vikram Shetty').waitFor();
    expect(await ownerPage.getByTestId('team-seat-row').count()).toBe(3);
    expect(await ownerPage.getByTestId('team-invite-row').count()).toBe(0);
  }, 120_000);

  it('the owner limits the member to 5 credits a month and shares a collection', async () => {
    await ownerPage.getByRole('button', { name: 'Set limit for Vikram Shetty' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Monthly credit limit' });
    await dialog.getByLabel('Credits per month').fill('5');
    await dialog.getByRole('button', { name: 'Save limit' }).click();
    await ownerPage.getByText('Vikram Shetty may use 5 credits a month.').waitFor();
    expect(await seatRow(ownerPage, 'Vikram Shetty').getByRole('cell').nth(3).innerText()).toBe('5');

    await gotoHydrated(ownerPage, `${server.url}/saved-students`);
    await ownerPage.getByRole('button', { name: `Share with team: ${SHARED}` }).click();
    await ownerPage.getByTestId('collection-tile').filter({ hasText: SHARED }).getByText('Shared with team').waitFor();
    // every seat sees it, shared
    await gotoHydrated(memberPage, `${server.url}/saved-students`);
    await memberPage.getByTestId('collection-tile').filter({ hasText: SHARED }).getByText('Shared with team').waitFor();
  }, 60_000);

  it('the member unlocks a student once: the pool pays one credit, and all three seats see the contacts', async () => {
    student = await openFirstStudent(memberPage);
    const detail = memberPage.getByRole('dialog');
    expect(await detail.getByTestId('detail-mobile').textContent()).toContain('*');
    await detail.getByRole('button', { name: /Unlock Contact/ }).click();
    await memberPage.getByText('Student Unlocked!').waitFor();
    await memberPage.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '19');
    await memberPage.waitForFunction(() => !document.querySelector('[role="dialog"] [data-testid="detail-mobile"]')?.textContent?.includes('*'));
    const mobile = (await detail.getByTestId('detail-mobile').textContent())!;
    await memberPage.keyboard.press('Escape');

    for (const page of [ownerPage, managerPage]) {
      expect(await openFirstStudent(page)).toBe(student);
      const seen = page.getByRole('dialog');
      expect(await seen.getByTestId('detail-mobile').textContent()).toBe(mobile);
      expect(await seen.getByRole('button', { name: /Unlock Contact/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }
    // one unlock, one credit, for the whole institution
    expect(await ownerPage.getByTestId('credit-balance').textContent()).toBe('19');
  }, 90_000);

  it('the member saves the student into the shared collection, and the owner finds it there', async () => {
    await gotoHydrated(memberPage, `${server.url}/leads-portal`);
    await memberPage
      .getByRole('button', { name: `Save ${student}` })
      .first()
      .click();
    const choose = memberPage.getByRole('dialog', { name: 'Save to Collection' });
    await choose.getByRole('radio', { name: new RegExp(SHARED) }).check();
    await choose.getByRole('button', { name: 'Save', exact: true }).click();
    await memberPage.getByText('The student was added to your collection.').first().waitFor();

    await gotoHydrated(ownerPage, `${server.url}/saved-students`);
    const tile = ownerPage.getByTestId('collection-tile').filter({ hasText: SHARED });
    await tile.getByText('1 student').waitFor();
    await tile.click();
    await ownerPage.getByText(student).first().waitFor();
  }, 60_000);

  // 20 credits, less the unlock and the save (1 each), and the pack's 250: 268
  it('the owner buys a pack; the admin marks its invoice paid; the credits arrive in the pool', async () => {
    await gotoHydrated(ownerPage, `${server.url}/profile?tab=buy-credits`);
    await ownerPage.getByTestId('credit-pack').filter({ hasText: 'Admissions 250' }).getByRole('button', { name: 'Request this pack' }).click();
    await ownerPage
      .getByRole('dialog', { name: 'Request Admissions 250' })
      .getByRole('button', { name: /Issue invoice for/ })
      .click();
    const issued = ownerPage.getByText(/Invoice EDU\/\d{2}-\d{2}\/\d{5} issued/).first();
    await issued.waitFor();
    const number = /EDU\/\d{2}-\d{2}\/\d{5}/.exec((await issued.textContent())!)![0];
    await ownerPage.getByTestId('invoice-row').filter({ hasText: number }).getByText('Issued').waitFor();
    // the member cannot buy: the screen says who can
    await gotoHydrated(memberPage, `${server.url}/profile?tab=buy-credits`);
    await memberPage.getByText("Only your institution's owner can buy credits", { exact: false }).first().waitFor();

    const adminPage = await personWith(admin.token, 'auth_token');
    await gotoHydrated(adminPage, `${server.url}/system/dashboard/management?tab=invoices`);
    const row = adminPage.getByRole('row', { name: new RegExp(number) });
    await row.getByText(UNIVERSITY).first().waitFor();
    await row.getByRole('button', { name: `Mark ${number} paid` }).click();
    const paid = adminPage.getByRole('dialog');
    await paid.getByLabel('Payment reference').fill('UTR HDFC000777001');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await row.getByText('Paid', { exact: true }).waitFor();

    await gotoHydrated(ownerPage, `${server.url}/profile?tab=buy-credits`);
    await ownerPage.getByTestId('invoice-row').filter({ hasText: number }).getByText('Paid').waitFor();
    await ownerPage.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '268');
    await gotoHydrated(managerPage, `${server.url}/profile?tab=team`);
    await managerPage.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '268');

    // the admin's Institutions view shows the same university
    await gotoHydrated(adminPage, `${server.url}/system/dashboard/management?tab=institutions`);
    const institution = adminPage.getByRole('row', { name: new RegExp(UNIVERSITY) });
    await institution.waitFor();
    expect(await institution.innerText()).toContain('268');
  }, 90_000);

  it('usage shows who spent what: the owner sees every seat, the member only their own', async () => {
    await gotoHydrated(ownerPage, `${server.url}/profile?tab=usage`);
    const seats = ownerPage.getByTestId('usage-seats');
    await seats.waitFor();
    // the member's unlock (1) and save into the shared collection (the student was unlocked: the save is 1 more)
    const vikram = seats.getByRole('row').filter({ hasText: 'Vikram Shetty' });
    await vikram.waitFor();
    const spent = await sql<{ n: number }>(
      'select coalesce(sum(credits_consumed), 0)::int as n from credit_transactions t join website_users w on w.id = t.user_id where w.email = ? and credits_consumed > 0',
      [MEMBER.email],
    );
    expect(await ownerPage.getByTestId('usage-total').textContent()).toBe(String(spent[0]!.n));
    expect(await vikram.innerText()).toContain(String(spent[0]!.n));
    expect(await seats.getByRole('row').filter({ hasText: 'Anita Rao' }).count()).toBe(0);

    await gotoHydrated(memberPage, `${server.url}/profile?tab=usage`);
    await memberPage.getByTestId('usage-seats').waitFor();
    await memberPage.getByText(/Your monthly limit: 5 credits \(\d+ used this month\)/).waitFor();
  }, 60_000);

  it('the member seat is told its owner or a manager runs the API keys', async () => {
    await gotoHydrated(memberPage, `${server.url}/profile?tab=api-keys`);
    await memberPage.getByTestId('keys-managed-by-team').waitFor();
    expect(await memberPage.getByRole('button', { name: /Create API key/i }).count()).toBe(0);
    expect(consoleErrors.filter((error) => !/status of 40[0-9]/.test(error))).toEqual([]);
  }, 30_000);
});
