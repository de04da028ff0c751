import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { COMPANY_SETTINGS, MAHARASHTRA_GSTIN } from './billing-helpers';

/** ADR 0021: the admins' packs and the company's billing settings; a member cannot buy until the settings are complete. */
const t = useTestApp();
const api = caller(t);
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
});

describe('billing settings', () => {
  it('start with the defaults, and refuse a sale until the GSTIN, legal name and address are set', async () => {
    expect((await api.get('/api/admin/billing/settings', admin.token)).body).toMatchObject({
      gstin: null,
      stateCode: '29',
      stateName: 'Karnataka',
      sacCode: '998361',
      invoicePrefix: 'EDU',
      readyToInvoice: false,
    });
    const pack = await api.post('/api/admin/billing/packs', admin.token, { name: 'Starter', credits: 100, price: 999, validityDays: 90 });
    const member = await createMember(t.db.orm);
    const early = await api.post('/api/website/billing/invoices', member.token, { packId: pack.body.pack.id, placeOfSupply: '29' });
    expect([early.status, early.body.code]).toEqual([409, 'BILLING.SETTINGS_MISSING']);
  });

  it('take a valid GSTIN of the company’s state only, stored as GSTN writes it', async () => {
    const typo = await api.put('/api/admin/billing/settings', admin.token, { ...COMPANY_SETTINGS, gstin: '29AAGCB7383J1Z5' });
    expect([typo.status, typo.body.code]).toEqual([400, 'BILLING.GSTIN_INVALID']);
    const elsewhere = await api.put('/api/admin/billing/settings', admin.token, { ...COMPANY_SETTINGS, gstin: MAHARASHTRA_GSTIN });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'BILLING.GSTIN_STATE_MISMATCH']);
    expect((await api.put('/api/admin/billing/settings', admin.token, { ...COMPANY_SETTINGS, invoicePrefix: 'edu/' })).status).toBe(400);
    const saved = await api.put('/api/admin/billing/settings', admin.token, { ...COMPANY_SETTINGS, gstin: '29aagcb7383j1z4', invoicePrefix: 'ER' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ gstin: '29AAGCB7383J1Z4', invoicePrefix: 'ER', readyToInvoice: true, upiId: 'edureach@okhdfcbank' });
    const audit = await api.get('/api/admin/audit-log?action=billing_settings.save', admin.token);
    expect(audit.body.entries[0]).toMatchObject({ action: 'billing_settings.save', detail: { gstinSet: true, invoicePrefix: 'ER' } });
  });
});

describe('credit packs', () => {
  it('are created, edited and taken off sale by admins; members see those on sale, cheapest first', async () => {
    const big = await api.post('/api/admin/billing/packs', admin.token, { name: 'Growth', credits: 5000, price: 39999.5, validityDays: 365 });
    expect(big.status).toBe(201);
    expect(big.body.pack).toMatchObject({ name: 'Growth', credits: 5000, price: 39999.5, pricePaise: 3_999_950, validityDays: 365, active: true });
    const small = await api.post('/api/admin/billing/packs', admin.token, { name: 'Trial', credits: 50, price: 499, validityDays: 30 });
    const edited = await api.put(`/api/admin/billing/packs/${small.body.pack.id}`, admin.token, {
      name: 'Trial 60',
      credits: 60,
      price: 499,
      validityDays: 30,
    });
    expect(edited.body.pack).toMatchObject({ name: 'Trial 60', credits: 60 });

    const member = await createMember(t.db.orm);
    const onSale = async () => ((await api.get('/api/website/billing/packs', member.token)).body.packs as any[]).map((pack) => pack.name);
    expect(await onSale()).toEqual(['Trial 60', 'Starter', 'Growth']);
    const off = await api.post(`/api/admin/billing/packs/${big.body.pack.id}/deactivate`, admin.token);
    expect(off.body.pack.active).toBe(false);
    expect(await onSale()).toEqual(['Trial 60', 'Starter']);
    expect(((await api.get('/api/admin/billing/packs', admin.token)).body.packs as any[]).map((pack) => pack.name)).toContain('Growth');
  });

  it('refuse fractions of a paisa, fractional credits and an unknown pack', async () => {
    const body = { name: 'Odd', credits: 10, price: 10, validityDays: 30 };
    expect((await api.post('/api/admin/billing/packs', admin.token, { ...body, price: 10.005 })).status).toBe(400);
    expect((await api.post('/api/admin/billing/packs', admin.token, { ...body, credits: 1.5 })).status).toBe(400);
    expect((await api.post('/api/admin/billing/packs', admin.token, { ...body, validityDays: 0 })).status).toBe(400);
    const missing = await api.put(`/api/admin/billing/packs/${crypto.randomUUID()}`, admin.token, body);
    expect([missing.status, missing.body.code]).toEqual([404, 'BILLING.PACK_NOT_FOUND']);
    expect((await api.post(`/api/admin/billing/packs/${crypto.randomUUID()}/deactivate`, admin.token)).status).toBe(404);
  });
});
