import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import type { Orm } from '@platform/db/orm';
import { createAdmin, createMember } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { connectTo } from '../support/test-database';

/** Issue 28 §3–4: the admin sets billing up and sells a pack; a member requests it; the admin records the payment. */
let server: RunningServer;
let browser: Browser;
let page: Page;
let orm: Orm;
let admin: { token: string };
let member: { id: string; token: string };

beforeAll(async () => {
  server = await startServer();
  orm = await connectTo(server.databaseUrl!);
  admin = await createAdmin(orm);
  member = await createMember(orm, { credits: 0 });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  await page.evaluate((token) => localStorage.setItem('auth_token', token), admin.token);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await orm?.close(true);
  await server?.stop();
});

const toast = (title: string) => page.getByText(title, { exact: true }).first().waitFor();
const asMember = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

describe('admin billing', () => {
  it('saves the billing settings, showing the server’s refusal under the field first', async () => {
    await page.goto(`${server.url}/system/dashboard/management?tab=settings`);
    const billing = page.locator('section', { has: page.getByRole('heading', { name: 'Billing' }) });
    await billing.getByLabel('GSTIN').waitFor();
    await billing.getByLabel('GSTIN').fill('27AAPFU0939F1ZV'); // valid, but of Maharashtra while the state is Karnataka
    await billing.getByLabel('Legal name').fill('EduReach Technologies Private Limited');
    await billing.getByLabel('Registered address').fill('4th Floor, 80 Feet Road\nKoramangala, Bengaluru 560034');
    expect(await billing.getByLabel('State').inputValue()).toBe('29');
    await billing.getByLabel('Bank details').fill('HDFC Bank, Koramangala\nA/c 50200012345678, IFSC HDFC0000053');
    await billing.getByLabel('UPI id').fill('edureach@okhdfcbank');
    await billing.getByLabel('Invoice prefix').fill('e!');
    await billing.getByRole('button', { name: 'Save billing settings' }).click();
    await billing.getByRole('alert').first().waitFor();
    expect(await billing.getByLabel('Invoice prefix').getAttribute('aria-invalid')).toBe('true');

    await billing.getByLabel('Invoice prefix').fill('EDU');
    await billing.getByRole('button', { name: 'Save billing settings' }).click();
    await billing.getByRole('alert').filter({ hasText: "The GSTIN's state code (its first two digits) must be the company's state's" }).waitFor();
    expect(await billing.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');

    await billing.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
    await billing.getByRole('button', { name: 'Save billing settings' }).click();
    await toast('Billing settings saved');
    await billing.getByText('Ready to invoice', { exact: true }).waitFor();
  }, 60_000);

  it('creates a credit pack in the dialog, priced in rupees and kept in paise', async () => {
    await page.getByRole('button', { name: 'New pack' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Starter 500');
    await dialog.getByLabel('Credits').fill('500');
    await dialog.getByLabel('Price before GST (₹)').fill('4,999.50');
    await dialog.getByLabel('Validity (days)').fill('365');
    await dialog.getByRole('button', { name: 'Create pack' }).click();
    await toast('Credit pack created');
    const row = page.getByRole('row', { name: /Starter 500/ });
    await row.getByText('₹4,999.50').waitFor();
    const { body } = await asMember('/api/website/billing/packs');
    expect(body.packs.map((p: any) => [p.name, p.credits, p.pricePaise])).toEqual([['Starter 500', 500, 499_950]]);
  }, 60_000);

  it('shows the member’s invoice as issued, marks it paid with a reference, and the member’s pool grows', async () => {
    const packs = await asMember('/api/website/billing/packs');
    const issued = await asMember('/api/website/billing/invoices', {
      method: 'POST',
      body: JSON.stringify({ packId: packs.body.packs[0].id, placeOfSupply: '29' }),
    });
    expect(issued.status).toBe(201);
    const number: string = issued.body.invoice.number;
    expect((await asMember('/api/website/credits')).body.credits).toBe(0);

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const row = page.getByRole('row', { name: new RegExp(number) });
    await row.getByText('Issued', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Mark ${number} paid` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('The payment reference is required').waitFor();
    await dialog.getByLabel('Payment reference').fill('UTR HDFC000123456');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await toast('Invoice marked paid');
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText('UTR HDFC000123456').waitFor();
    expect(await row.getByRole('button', { name: `Mark ${number} paid` }).count()).toBe(0);
    expect((await asMember('/api/website/credits')).body.credits).toBe(500);

    // the PDF is fetched with the admin's bearer token (a plain link would carry none) and opened in a new tab
    const pdf = page.waitForResponse((response) => response.url().endsWith(`/api/admin/billing/invoices/${issued.body.invoice.id}/pdf`));
    const tab = page.waitForEvent('popup');
    await row.getByRole('button', { name: `PDF of ${number}` }).click();
    expect([(await pdf).status(), (await pdf).headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await tab).url()).toStartWith('blob:');
    await (await tab).close();

    await page.getByLabel('Invoice status').selectOption('paid');
    await page.waitForURL(/invoiceStatus=paid/);
    await row.waitFor();
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV for the accountant' }).click();
    expect((await csv).suggestedFilename()).toBe('invoices-paid.csv');
  }, 60_000);
});
