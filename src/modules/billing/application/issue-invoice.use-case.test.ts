import { describe, expect, it } from 'bun:test';
import { issueInvoice } from './issue-invoice.use-case';
import { inMemoryBilling } from './testing/in-memory-billing';

const member = { kind: 'member' as const, id: 'buyer', label: 'buyer@example.in' };
const now = new Date('2026-11-27T06:00:00Z');

describe('issuing an invoice', () => {
  it('takes the year’s next number, snapshots the seller and buyer, audits, and e-mails the buyer after the commit', async () => {
    const { world, deps } = inMemoryBilling(now);
    const invoice = await issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '27' }, member, deps);
    expect(invoice).toMatchObject({
      number: 'EDU/26-27/00001',
      buyer: { id: 'buyer', name: 'Sunrise Academy', email: 'buyer@example.in', gstin: null },
      seller: { gstin: '29AAGCB7383J1Z4', sacCode: '998361' },
      amounts: { igst: 89_982, total: 589_882, supplyType: 'inter_state' },
      paymentInstructions: 'Pay 589882 quoting EDU/26-27/00001',
    });
    expect(world.audit.map((entry) => entry.action)).toEqual(['invoice.issue']);
    expect(world.mails.map((mail) => mail.subject)).toEqual(['Invoice EDU/26-27/00001: Starter 500']);
  });

  it('gives its number back when refused inside the transaction, and sends nothing', async () => {
    const { world, deps } = inMemoryBilling(now);
    for (let i = 0; i < 5; i += 1)
      await issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '29' }, member, deps);
    await expect(
      issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '29' }, member, deps),
    ).rejects.toMatchObject({ code: 'BILLING.TOO_MANY_OPEN' });
    expect(world.counters).toEqual({ '2026-27': 5 });
    expect(world.mails).toHaveLength(5);
    expect((await issueInvoice({ id: 'other', institutionId: 'other-institution' }, { packId: 'pack-1', placeOfSupply: '29' }, member, deps)).number).toBe(
      'EDU/26-27/00006',
    );
  });

  it('refuses before taking a number when the settings are incomplete or the GSTIN is wrong', async () => {
    const { world, deps } = inMemoryBilling(now);
    await expect(
      issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '27', buyerGstin: '27AAPFU0939F1ZW' }, member, deps),
    ).rejects.toMatchObject({
      code: 'BILLING.GSTIN_INVALID',
    });
    world.settings = { ...world.settings, address: null };
    await expect(
      issueInvoice({ id: 'buyer', institutionId: 'buyer-institution' }, { packId: 'pack-1', placeOfSupply: '27' }, member, deps),
    ).rejects.toMatchObject({ code: 'BILLING.SETTINGS_MISSING' });
    expect(world.counters).toEqual({});
  });
});
