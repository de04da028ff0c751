import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { billingReady, download, MAHARASHTRA_GSTIN } from './billing-helpers';

/** ADR 0021: expiry after 15 days unpaid, the lists by status, the accountant's CSV, and who may read what. */
const t = useTestApp();
const api = caller(t);
let admin: Awaited<ReturnType<typeof createAdmin>>;
let packId: string;

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  packId = await billingReady(t, admin.token);
});

const issue = async (token: string, body: Record<string, unknown> = {}) =>
  (await api.post('/api/website/billing/invoices', token, { packId, placeOfSupply: '29', ...body })).body.invoice;
const age = (invoiceId: string, days: number) => api.sql(`update invoices set issued_at = now() - interval '${days} days' where id = ?`, [invoiceId]);
const balance = async (memberId: string) =>
  (
    await api.sql<{ credits: number }>(
      'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.credits;

describe('an unpaid invoice', () => {
  it('expires 15 days after issue and can no longer be paid; a day younger it can', async () => {
    const member = await createMember(t.db.orm, { credits: 0 });
    const old = await issue(member.token);
    const young = await issue(member.token);
    await age(old.id, 16);
    await age(young.id, 14);
    const mine = (await api.get('/api/website/billing/invoices', member.token)).body;
    expect(mine.invoices.map((invoice: any) => [invoice.id, invoice.status])).toEqual([
      [young.id, 'issued'],
      [old.id, 'expired'],
    ]);
    const refused = await api.post(`/api/admin/billing/invoices/${old.id}/mark-paid`, admin.token, { reference: 'UTR late' });
    expect([refused.status, refused.body.code]).toEqual([409, 'BILLING.INVOICE_EXPIRED']);
    expect(await balance(member.id)).toBe(0);
    expect((await api.sql('select status from invoices where id = ?', [old.id]))[0].status).toBe('issued');
    expect((await api.post(`/api/admin/billing/invoices/${young.id}/mark-paid`, admin.token, { reference: 'UTR on time' })).status).toBe(200);
    expect(await balance(member.id)).toBe(500);
    const missing = await api.post(`/api/admin/billing/invoices/${crypto.randomUUID()}/mark-paid`, admin.token, { reference: 'UTR' });
    expect([missing.status, missing.body.code]).toEqual([404, 'BILLING.INVOICE_NOT_FOUND']);
    expect((await api.post(`/api/admin/billing/invoices/${young.id}/mark-paid`, admin.token, { reference: '  ' })).status).toBe(400);
  });
});

describe('the admins’ invoices', () => {
  it('list by status, and export to CSV for the accountant', async () => {
    const member = await createMember(t.db.orm);
    const paid = await issue(member.token, { placeOfSupply: '27', buyerGstin: MAHARASHTRA_GSTIN, billingName: 'Pune Prep, "West" Campus' });
    await api.post(`/api/admin/billing/invoices/${paid.id}/mark-paid`, admin.token, { reference: 'UTR 123' });
    const expired = await issue(member.token);
    await age(expired.id, 20);
    const open = await issue(member.token);
    const ids = async (status: string) =>
      ((await api.get(`/api/admin/billing/invoices?status=${status}&limit=100`, admin.token)).body.invoices as any[]).map((i) => i.id);
    expect(await ids('paid')).toContain(paid.id);
    expect(await ids('paid')).not.toContain(open.id);
    expect(await ids('expired')).toContain(expired.id);
    expect(await ids('expired')).not.toContain(open.id);
    expect(await ids('issued')).toContain(open.id);
    expect(await ids('issued')).not.toContain(expired.id);
    expect((await api.get('/api/admin/billing/invoices?status=cancelled', admin.token)).status).toBe(400);

    const csv = await api.get('/api/admin/billing/invoices/export', admin.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Number,Date,Buyer,GSTIN,Place of supply,Taxable,CGST,SGST,IGST,Total,Status,Paid at,Reference');
    const row = lines.find((line) => line.startsWith(paid.number))!;
    expect(row).toContain(`,"Pune Prep, ""West"" Campus",${MAHARASHTRA_GSTIN},27 Maharashtra,4999.00,0.00,0.00,899.82,5898.82,paid,`);
    expect(row).toEndWith(',UTR 123');
    expect(lines.find((line) => line.startsWith(expired.number))).toContain(',4999.00,449.91,449.91,0.00,5898.82,expired,,');
    const onlyPaid = await api.get('/api/admin/billing/invoices/export?status=paid', admin.token);
    expect(onlyPaid.body).toContain(paid.number);
    expect(onlyPaid.body).not.toContain(open.number);
  });
});

describe('who may read an invoice', () => {
  it('its buyer and the admins; another member meets 404, nobody signed in 401, a member on the admin routes 403', async () => {
    const buyer = await createMember(t.db.orm);
    const other = await createMember(t.db.orm);
    const invoice = await issue(buyer.token);
    expect((await download(t, `/api/website/billing/invoices/${invoice.id}/pdf`, buyer.token)).status).toBe(200);
    expect((await download(t, `/api/admin/billing/invoices/${invoice.id}/pdf`, admin.token)).status).toBe(200);
    const foreign = await download(t, `/api/website/billing/invoices/${invoice.id}/pdf`, other.token);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(Buffer.from(foreign.bytes).toString()).code).toBe('BILLING.INVOICE_NOT_FOUND');
    expect((await api.get('/api/website/billing/invoices', other.token)).body.invoices).toEqual([]);
    expect((await download(t, `/api/website/billing/invoices/${invoice.id}/pdf`)).status).toBe(401);
    expect((await download(t, '/api/website/billing/invoices')).status).toBe(401);
    for (const path of [
      '/api/admin/billing/invoices',
      `/api/admin/billing/invoices/${invoice.id}/pdf`,
      '/api/admin/billing/settings',
      '/api/admin/billing/packs',
    ]) {
      expect((await download(t, path, buyer.token)).status).toBe(403);
    }
    const paying = await api.post(`/api/admin/billing/invoices/${invoice.id}/mark-paid`, buyer.token, { reference: 'self' });
    expect(paying.status).toBe(403);
    expect((await api.post('/api/website/billing/invoices', admin.token, { packId, placeOfSupply: '29' })).status).toBe(403);
  });
});
