import type { AuditActor } from '@platform/audit/audit-trail';
import { alreadyPaid, invoiceExpired, invoiceNotFound } from '../domain/billing.errors';
import { type Invoice, statusAt } from '../domain/invoice';
import { purchaseDescription, purchaseReference } from '../domain/pack';
import type { BillingDeps } from './billing-deps';
import { receiptMail } from './invoice-mails';

/**
 * An admin marks an invoice paid once the money is in (ADR 0021). One transaction: the invoice locked, refused if it
 * is paid already or expired (409), marked paid with the admin's reference, the credits granted to the buyer's pool
 * with their ledger row, and the audit row; a failure anywhere leaves all of it as it was. The buyer gets a receipt
 * after the commit.
 */
export async function markPaid(
  invoiceId: string,
  reference: string,
  admin: { id: string; actor: AuditActor },
  deps: Pick<BillingDeps, 'transaction' | 'invoices' | 'grants' | 'audit' | 'mailer' | 'background' | 'clock'>,
): Promise<{ invoice: Invoice; balance: number }> {
  const now = deps.clock.now();
  const paid = await deps.transaction(async (tx) => {
    const invoice = await deps.invoices.lock(tx, invoiceId);
    if (!invoice) throw invoiceNotFound();
    const status = statusAt(invoice.status, invoice.issuedAt, now);
    if (status === 'paid') throw alreadyPaid();
    if (status === 'expired') throw invoiceExpired();
    const marked = await deps.invoices.markPaid(tx, invoice.id, { reference, paidAt: now, paidBy: admin.id });
    const { credits: balance } = await deps.grants.grantWithin(tx, {
      buyerId: invoice.buyer.id,
      credits: invoice.pack.credits,
      reference: purchaseReference(invoice.id),
      description: purchaseDescription(invoice.pack.name, invoice.number),
    });
    await deps.audit.recordWithin(tx, {
      actor: admin.actor,
      action: 'invoice.mark_paid',
      subject: { kind: 'member', memberId: invoice.buyer.id },
      detail: { invoiceId: invoice.id, number: invoice.number, credits: invoice.pack.credits, balance },
    });
    return { invoice: marked, balance };
  });

  const to = paid.invoice.buyer.email;
  if (to) deps.background.run('Receipt e-mail failed', () => deps.mailer.send(receiptMail(paid.invoice, to, paid.balance)));
  return paid;
}
