import { describe, expect, it } from 'bun:test';
import { issueInvoice } from './issue-invoice.use-case';
import { markPaid } from './mark-paid.use-case';
import { inMemoryBilling } from './testing/in-memory-billing';

const member = { kind: 'member' as const, id: 'buyer', label: 'buyer@example.in' };
const admin = { id: 'admin-1', actor: { kind: 'admin' as const, id: 'admin-1', label: 'root <root@edureach.in>' } };
const issuedAt = new Date('2026-11-01T06:00:00Z');
const later = (days: number) => new Date(issuedAt.getTime() + days * 86_400_000);

async function issued(balances?: Record<string, number>) {
  const billing = inMemoryBilling(issuedAt, balances);
  const invoice = await issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '29' }, member, billing.deps);
  return { ...billing, invoice, at: (days: number) => ({ ...billing.deps, clock: { now: () => later(days) } }) };
}

describe('marking an invoice paid', () => {
  it('pays it and grants the pack’s credits to the buyer in one transaction, then sends a receipt', async () => {
    const { world, invoice, at } = await issued();
    const paid = await markPaid(invoice.id, 'UTR 1', admin, at(3));
    expect(paid.balance).toBe(510);
    expect(paid.invoice).toMatchObject({ status: 'paid', paidReference: 'UTR 1', paidBy: 'admin-1', paidAt: later(3) });
    expect(world.grants).toEqual([{ buyerId: 'buyer', credits: 500, reference: `invoice:${invoice.id}` }]);
    expect(world.audit.map((entry) => entry.action)).toEqual(['invoice.issue', 'invoice.mark_paid']);
    expect(world.mails.map((mail) => mail.subject)).toEqual([`Invoice ${invoice.number}: Starter 500`, `Payment received: invoice ${invoice.number}`]);
  });

  it('leaves the invoice unpaid when the grant fails', async () => {
    const { world, invoice, at } = await issued({});
    await expect(markPaid(invoice.id, 'UTR 1', admin, at(1))).rejects.toThrow('no such buyer');
    expect(world.invoices[0]).toMatchObject({ status: 'issued', paidAt: null });
    expect(world.audit.map((entry) => entry.action)).toEqual(['invoice.issue']);
  });

  it('refuses a second payment, an expired invoice and an unknown one', async () => {
    const { world, invoice, at } = await issued();
    await markPaid(invoice.id, 'UTR 1', admin, at(15));
    await expect(markPaid(invoice.id, 'UTR 1', admin, at(15))).rejects.toMatchObject({ code: 'BILLING.ALREADY_PAID' });
    await expect(markPaid('nope', 'UTR 1', admin, at(1))).rejects.toMatchObject({ code: 'BILLING.INVOICE_NOT_FOUND' });
    const second = await issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '29' }, member, at(0));
    await expect(markPaid(second.id, 'UTR 2', admin, at(16))).rejects.toMatchObject({ code: 'BILLING.INVOICE_EXPIRED' });
    expect(world.grants).toHaveLength(1);
  });
});
