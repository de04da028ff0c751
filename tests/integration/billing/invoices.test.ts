import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { billingReady, download, MAHARASHTRA_GSTIN, pdfText } from './billing-helpers';

/** ADR 0021, Invoices: a pack requested, its tax invoice and PDF, paid by an admin, the credits in the buyer's pool. */
const t = useTestApp();
const api = caller(t);
let admin: Awaited<ReturnType<typeof createAdmin>>;
let packId: string;

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
  packId = await billingReady(t, admin.token);
});

const balance = async (memberId: string) =>
  (
    await api.sql<{ credits: number }>(
      'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.credits;
const request = (token: string, body: Record<string, unknown> = {}) =>
  api.post('/api/website/billing/invoices', token, { packId, placeOfSupply: '29', ...body });

describe('buying a credit pack', () => {
  it('issues the invoice, prints it, and grants the credits with one ledger row once it is marked paid', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const issued = await request(member.token, { placeOfSupply: 'Karnataka', billingName: 'Sunrise Academy', billingAddress: 'MG Road\nBengaluru 560001' });
    expect(issued.status).toBe(201);
    const invoice = issued.body.invoice;
    expect(invoice).toMatchObject({
      status: 'issued',
      pack: { id: packId, name: 'Starter 500', credits: 500, validityDays: 365 },
      buyer: { id: member.id, name: 'Sunrise Academy', gstin: null },
      placeOfSupply: { code: '29', name: 'Karnataka' },
      supplyType: 'intra_state',
      amounts: { taxable: 499_900, cgst: 44_991, sgst: 44_991, igst: 0, total: 589_882 },
      paymentMethod: 'bank_transfer',
    });
    expect(invoice.number).toMatch(/^EDU\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoice.amounts.totalInWords).toBe('Rupees Five Thousand Eight Hundred Ninety Eight and Eighty Two Paise Only');
    expect(invoice.paymentInstructions).toContain(`quoting ${invoice.number}`);
    expect(invoice.paymentInstructions).toContain('UPI: edureach@okhdfcbank');

    const pdf = await download(t, invoice.pdfPath, member.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes).join('\n');
    for (const shown of [
      'TAX INVOICE',
      `Invoice No: ${invoice.number}`,
      'EduReach Technologies Private Limited',
      'GSTIN: 29AAGCB7383J1Z4',
      'SAC: 998361',
      'Sunrise Academy',
      'Place of supply: Karnataka (code 29)',
      'Starter 500: 500 credits, valid 365 days',
      'Rs. 4,999.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'Rs. 449.91',
      'Rs. 5,898.82',
      'Amount in words: Rupees Five Thousand Eight Hundred Ninety Eight and Eighty Two Paise Only',
      'UPI: edureach@okhdfcbank',
      'Unpaid invoices expire after 15 days: please pay by',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('IGST');

    const paid = await api.post(`/api/admin/billing/invoices/${invoice.id}/mark-paid`, admin.token, { reference: 'UTR 4455667788' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ balance: 510, invoice: { status: 'paid', paidReference: 'UTR 4455667788' } });
    expect(await balance(member.id)).toBe(510);
    const ledger = await api.sql(
      'select transaction_type, credits_consumed, credits_remaining, reference, description from credit_transactions where user_id = ?',
      [member.id],
    );
    expect(ledger).toEqual([
      {
        transaction_type: 'purchase',
        credits_consumed: -500,
        credits_remaining: 510,
        reference: `invoice:${invoice.id}`,
        description: `Starter 500: invoice ${invoice.number} paid`,
      },
    ]);
    const [entry] = (await api.get('/api/website/credits/ledger', member.token)).body.entries;
    expect(entry).toMatchObject({ kind: 'purchase', change: 500, balanceAfter: 510 });

    const again = await api.post(`/api/admin/billing/invoices/${invoice.id}/mark-paid`, admin.token, { reference: 'UTR 4455667788' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BILLING.ALREADY_PAID');
    expect(await balance(member.id)).toBe(510);
    expect(pdfText((await download(t, invoice.pdfPath, member.token)).bytes).join('\n')).toContain('PAID on');
  });

  it('charges IGST to another state, and names the buyer’s GSTIN', async () => {
    const member = await createMember(t.db.orm);
    const issued = await request(member.token, { placeOfSupply: 'Maharashtra', buyerGstin: ' 27aapfu0939f1zv ' });
    expect(issued.status).toBe(201);
    expect(issued.body.invoice).toMatchObject({
      buyer: { name: 'Test Institute', gstin: MAHARASHTRA_GSTIN },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      supplyType: 'inter_state',
      amounts: { taxable: 499_900, cgst: 0, sgst: 0, igst: 89_982, total: 589_882 },
    });
    const text = pdfText((await download(t, issued.body.invoice.pdfPath, member.token)).bytes).join('\n');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text).not.toContain('CGST');
  });

  it('refuses a wrong GSTIN, one of another state, an unknown or withdrawn pack, and an unverified member', async () => {
    const member = await createMember(t.db.orm);
    const typo = await request(member.token, { placeOfSupply: '27', buyerGstin: '27AAPFU0939F1ZW' });
    expect([typo.status, typo.body.code]).toEqual([400, 'BILLING.GSTIN_INVALID']);
    const elsewhere = await request(member.token, { placeOfSupply: '29', buyerGstin: MAHARASHTRA_GSTIN });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'BILLING.GSTIN_STATE_MISMATCH']);
    expect((await request(member.token, { placeOfSupply: 'Atlantis' })).status).toBe(400);
    const unknown = await request(member.token, { packId: crypto.randomUUID() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'BILLING.PACK_NOT_FOUND']);
    const withdrawn = await api.post('/api/admin/billing/packs', admin.token, { name: 'Old', credits: 10, price: 99, validityDays: 30, active: false });
    expect((await request(member.token, { packId: withdrawn.body.pack.id })).body.code).toBe('BILLING.PACK_NOT_FOUND');
    const unverified = await createMember(t.db.orm, { verified: false });
    expect((await request(unverified.token)).status).toBe(403);
    expect((await api.get('/api/website/billing/invoices', member.token)).body.total).toBe(0);
  });

  it('e-mails the invoice when issued and a receipt when paid', async () => {
    const member = await createMember(t.db.orm);
    const { invoice } = (await request(member.token)).body;
    await api.post(`/api/admin/billing/invoices/${invoice.id}/mark-paid`, admin.token, { reference: 'UPI 998877' });
    const mails = await waitForMails(member.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Invoice ${invoice.number}: Starter 500`, `Payment received: invoice ${invoice.number}`]);
    const sent = mails.find((mail) => mail.subject.startsWith('Invoice'))!;
    expect(sent.textBody).toContain(`/api/website/billing/invoices/${invoice.id}/pdf`);
    expect(sent.textBody).toContain('Rs. 5,898.82');
    expect(mails.find((mail) => mail.subject.startsWith('Payment'))!.textBody).toContain('your balance is now 600 credits');
  });
});

/** The e-mails go after the answer (background work): wait until they are in the outbox. */
async function waitForMails(to: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await t.outbox(to);
    if (mails.length >= count) return mails;
    await Bun.sleep(20);
  }
  return t.outbox(to);
}
