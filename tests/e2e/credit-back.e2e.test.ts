/**
 * ADR 0025 in the browser: a signed bounce marks a student's e-mail invalid and gives the member who paid their credit
 * back (the Credits tab says why); a free and a premium member see "E-mail invalid (bounced …)" with the e-mail
 * masked; a student with no valid contact cannot be unlocked (nothing charged); the report says what happens next;
 * an admin's correction of an e-mail refunds the member who paid for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { bounceSignatureOf } from '@modules/leads/adapters/http/bounce-signature';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';
import { addStudents } from '../integration/leads/student-mother';

const SECRET = 'e2e-inbound-bounce-secret';
let server: RunningServer;
let browser: Browser;
let orm: Orm;
let payer: Awaited<ReturnType<typeof createMember>>;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-credit-back/${name}.png` });

const call = (path: string, token: string, json?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
const bounce = (channel: string, address: string) => {
  const body = JSON.stringify({ channel, address, reason: '550 5.1.1 user unknown', occurredAt: new Date().toISOString() });
  return fetch(`${server.url}/api/inbound/bounces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-edureach-signature': bounceSignatureOf(SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
};

beforeAll(async () => {
  server = await startServer({ INBOUND_BOUNCE_SECRET: SECRET });
  if (!server.databaseUrl) throw new Error('The credit-back browser test builds members in the database: set TEST_DATABASE_URL');
  orm = await connectTo(server.databaseUrl);
  browser = await launchBrowser();
  const [bounced, , , corrected] = await addStudents(orm, [
    { studentName: 'Bianca Bouncemail', emailId: 'bianca.bounce@example.in', mobileNumber: '9811100001' },
    { studentName: 'Bruno Bothbad', emailId: 'bruno.bothbad@example.in', mobileNumber: '9811100002' },
    { studentName: 'Rita Reportme', emailId: 'rita.report@example.in', mobileNumber: '9811100003' },
    { studentName: 'Carla Correctme', emailId: 'carla.old@example.in', mobileNumber: '9811100004' },
  ]);
  payer = await createMember(orm, { credits: 10 });
  for (const id of [bounced, corrected]) expect((await call('/api/website/students/unlock', payer.token, { studentId: id })).status).toBe(200);
  expect(await (await bounce('email', 'Bianca.Bounce@example.in')).json()).toEqual({ matchedStudents: 1, refundedSeats: 1 });
  await bounce('email', 'bruno.bothbad@example.in');
  await bounce('sms', '+91 98111 00002');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

async function portalAs(token: string, search: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('website_auth_token', value), token);
  const page = await context.newPage();
  await page.goto(`${server.url}/leads-portal`);
  await page.getByLabel('Search students').fill(search);
  await page
    .getByRole('button', { name: new RegExp(`^View ${search}`) })
    .first()
    .waitFor();
  return page;
}

const detail = async (page: Page, name: string) => {
  await page
    .getByRole('button', { name: `View ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
};

describe('automatic credit-back in the browser (ADR 0025)', () => {
  it('the member who paid sees the refund on the Credits tab, with why', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => localStorage.setItem('website_auth_token', value), payer.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/profile?tab=credits`);
    const refund = page.getByTestId('ledger-row').filter({ hasText: 'Refund: e-mail bounced' });
    await refund.first().waitFor();
    expect(await refund.first().innerText()).toContain('+1');
    await shot(page, 'payer-ledger');
    await context.close();
  }, 60_000);

  it('a free member sees the e-mail invalid, and cannot unlock a student with no valid contact (nothing charged)', async () => {
    const member = await createMember(orm, { credits: 5 });
    const page = await portalAs(member.token, 'Bianca');
    const dialog = await detail(page, 'Bianca Bouncemail');
    expect(await dialog.getByTestId('invalid-emailId').innerText()).toMatch(/^E-mail invalid \(bounced \d{1,2} \w{3} \d{4}\)$/);
    await shot(page, 'free-invalid-email');
    await page.keyboard.press('Escape');

    await page.getByLabel('Search students').fill('Bruno');
    // the row says it before anyone opens it: both fields marked invalid, Unlock off with the reason
    const rowUnlock = page.getByRole('button', { name: /^Unlock Bruno Bothbad/ });
    await rowUnlock.waitFor();
    expect(await rowUnlock.getAttribute('aria-disabled')).toBe('true');
    expect(await rowUnlock.getAttribute('title')).toContain('there is nothing to unlock');
    await page.getByTestId('row-invalid-mobileNumber').first().waitFor();
    expect(await page.getByTestId('row-invalid-emailId').count()).toBeGreaterThan(0);
    await shot(page, 'free-row-nothing-to-unlock');
    const dead = await detail(page, 'Bruno Bothbad');
    expect(await dead.getByTestId('invalid-mobileNumber').innerText()).toContain('Mobile invalid (bounced');
    const unlock = dead.getByRole('button', { name: /Unlock Contact/ });
    expect(await unlock.getAttribute('aria-disabled')).toBe('true');
    expect(await unlock.getAttribute('title')).toContain('there is nothing to unlock');
    await unlock.click({ force: true });
    await shot(page, 'free-nothing-to-unlock');
    expect(await page.getByTestId('credit-balance').textContent()).toBe('5');
    // and the server refuses it too, charging nothing
    const [row] = (await orm.em.fork().execute("select id from students where student_name = 'Bruno Bothbad'")) as { id: string }[];
    const refused = await call('/api/website/students/unlock', member.token, { studentId: row!.id });
    expect(refused.status).toBe(409);
    expect(((await (await call('/api/website/credits', member.token)).json()) as { credits: number }).credits).toBe(5);
    await page.context().close();
  }, 60_000);

  it('a free member reporting a wrong number is told what happens next and when', async () => {
    const member = await createMember(orm, { credits: 5 });
    const page = await portalAs(member.token, 'Rita');
    await page
      .getByRole('button', { name: /^Unlock Rita Reportme/ })
      .first()
      .click();
    await page.getByText('Student Unlocked!').waitFor();
    const dialog = await detail(page, 'Rita Reportme');
    const report = dialog.getByRole('region', { name: 'Report wrong data' });
    await report.getByRole('button', { name: 'Report' }).click();
    const next = report.getByTestId('report-next-step');
    await next.waitFor();
    expect(await next.innerText()).toContain('if 2 more institutions report this mobile number, or an SMS or WhatsApp message to it fails');
    await report.scrollIntoViewIfNeeded();
    await shot(page, 'free-report-next-step');
    await page.context().close();
  }, 60_000);

  it('a premium member sees the invalid e-mail masked too', async () => {
    const member = await createMember(orm, { premium: true });
    const page = await portalAs(member.token, 'Bianca');
    const dialog = await detail(page, 'Bianca Bouncemail');
    await dialog.getByTestId('invalid-emailId').waitFor();
    expect(await dialog.getByTestId('detail-email').innerText()).not.toBe('bianca.bounce@example.in');
    expect(await dialog.getByTestId('detail-mobile').innerText()).toBe('9811100001');
    await shot(page, 'premium-invalid-email');
    await page.context().close();
  }, 60_000);

  it("an admin's correction of an e-mail refunds the member who paid for it", async () => {
    const admin = await createAdmin(orm);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url);
    await page.evaluate((token) => localStorage.setItem('auth_token', token), admin.token);
    await page.goto(`${server.url}/system/dashboard/management`);
    await page.getByRole('tab', { name: /^Students/ }).click();
    await page.getByLabel('Search students').fill('Carla');
    await page.getByRole('button', { name: 'Edit Carla Correctme' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill('carla.new@example.in');
    await shot(page, 'admin-correction');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Student updated successfully!', { exact: true }).first().waitFor();
    const ledger = (await (await call('/api/website/credits/ledger', payer.token)).json()) as { entries: { description: string }[] };
    expect(ledger.entries.map((entry) => entry.description)).toContain('Refund: e-mail corrected by our team');
    await page.close();
  }, 60_000);
});
