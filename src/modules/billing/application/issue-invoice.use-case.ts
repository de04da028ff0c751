import type { AuditActor } from '@platform/audit/audit-trail';
import { gstinInvalid, gstinStateMismatch, packNotFound, settingsMissing, tooManyOpenInvoices } from '../domain/billing.errors';
import { financialYearOf, invoiceNumber } from '../domain/financial-year';
import { gstSplit } from '../domain/gst';
import { checkGstin } from '../domain/gstin';
import { dueAt, type Invoice, MAX_OPEN_INVOICES } from '../domain/invoice';
import { sellerOf } from '../domain/settings';
import type { StateCode } from '../domain/states';
import type { BillingDeps } from './billing-deps';
import { issuedMail } from './invoice-mails';

/** Who requests: the seat (their institution's owner, checked by the route) and the institution it buys for. */
export type Buyer = { id: string; institutionId: string };

export type PackRequest = { packId: string; placeOfSupply: StateCode; buyerGstin?: string; billingName?: string; billingAddress?: string };

/**
 * A buyer requests a pack and gets its tax invoice at once (ADR 0021). Everything that can be refused without the
 * numbering is checked first (settings, pack, GSTIN). Then, in one transaction: the year's next number (the counter's
 * row stays locked until commit, so parallel requests queue and no number is taken twice), the institution's open
 * invoices (at most MAX_OPEN_INVOICES), the invoice and its audit row. A refusal inside rolls the number back with the rest: the
 * series has no gap. The invoice is e-mailed to the buyer after the commit.
 */
export async function issueInvoice(
  { id: buyerId, institutionId }: Buyer,
  request: PackRequest,
  actor: AuditActor,
  deps: Pick<
    BillingDeps,
    'transaction' | 'packs' | 'settings' | 'invoices' | 'buyers' | 'collector' | 'audit' | 'mailer' | 'background' | 'clock' | 'publicUrl'
  >,
): Promise<Invoice> {
  const settings = await deps.settings.read();
  const seller = sellerOf(settings);
  if (!seller) throw settingsMissing();
  const pack = await deps.packs.find(request.packId);
  if (!pack?.active) throw packNotFound();
  let buyerGstin: string | null = null;
  if (request.buyerGstin) {
    const check = checkGstin(request.buyerGstin);
    if (!check.ok) throw gstinInvalid('Your', check.reason);
    if (check.stateCode !== request.placeOfSupply) throw gstinStateMismatch('the place of supply');
    buyerGstin = check.gstin;
  }
  const contact = await deps.buyers.contactOf(buyerId);
  const issuedAt = deps.clock.now();
  const financialYear = financialYearOf(issuedAt);
  const amounts = gstSplit(pack.pricePaise, seller.stateCode, request.placeOfSupply);

  const invoice = await deps.transaction(async (tx) => {
    const sequence = await deps.invoices.takeNumber(tx, financialYear);
    if ((await deps.invoices.openCount(tx, institutionId, issuedAt)) >= MAX_OPEN_INVOICES) throw tooManyOpenInvoices();
    const number = invoiceNumber(settings.invoicePrefix, financialYear, sequence);
    const issued = await deps.invoices.add(tx, {
      number,
      financialYear,
      sequence,
      pack: { id: pack.id, name: pack.name, credits: pack.credits, validityDays: pack.validityDays },
      seller,
      buyer: {
        id: buyerId,
        institutionId,
        name: request.billingName ?? contact?.name ?? 'Member',
        address: request.billingAddress ?? null,
        gstin: buyerGstin,
        email: contact?.email ?? null,
      },
      placeOfSupply: request.placeOfSupply,
      amounts,
      paymentInstructions: deps.collector.instructionsFor({ number, totalPaise: amounts.total, dueAt: dueAt(issuedAt) }, settings),
      issuedAt,
    });
    await deps.audit.recordWithin(tx, {
      actor,
      action: 'invoice.issue',
      subject: { kind: 'member', memberId: buyerId },
      detail: { invoiceId: issued.id, number, packId: pack.id, totalPaise: amounts.total },
    });
    return issued;
  });

  if (invoice.buyer.email) {
    const to = invoice.buyer.email;
    deps.background.run('Invoice e-mail failed', () => deps.mailer.send(issuedMail(invoice, to, contact?.firstName ?? null, deps.publicUrl)));
  }
  return invoice;
}
