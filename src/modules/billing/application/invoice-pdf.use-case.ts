import { invoiceNotFound } from '../domain/billing.errors';
import type { Invoice } from '../domain/invoice';
import type { BillingDeps } from './billing-deps';

/**
 * An invoice's PDF, for a seat of the institution it was bought for (`institutionId`) or for an admin (null). Another
 * institution's invoice answers 404, as an unknown id does: its existence is not revealed.
 */
export async function invoicePdf(
  invoiceId: string,
  institutionId: string | null,
  deps: Pick<BillingDeps, 'invoices' | 'renderer' | 'clock'>,
): Promise<{ invoice: Invoice; pdf: Uint8Array<ArrayBuffer> }> {
  const invoice = await deps.invoices.find(invoiceId);
  if (!invoice || (institutionId !== null && invoice.buyer.institutionId !== institutionId)) throw invoiceNotFound();
  return { invoice, pdf: await deps.renderer.pdf(invoice, deps.clock.now()) };
}

/** The PDF's file name: the number with its slashes as dashes (EDU-2026-27-00042.pdf). */
export const pdfFileName = (invoice: Invoice) => `${invoice.number.replaceAll('/', '-')}.pdf`;
