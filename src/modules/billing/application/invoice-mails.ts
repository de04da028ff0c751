import type { MailMessage } from '@platform/mail/mailer.port';
import { textAsHtml } from '@platform/mail/text-as-html';
import { indianDate } from '../domain/invoice-document';
import { dueAt, INVOICE_EXPIRY_DAYS, type Invoice } from '../domain/invoice';
import { formatRupees } from '../domain/money';

/** Where the buyer downloads an invoice's PDF (signed in: the route reads their session). */
export const invoicePdfUrl = (publicUrl: string, invoiceId: string) => `${publicUrl}/api/website/billing/invoices/${invoiceId}/pdf`;

const message = (to: string, subject: string, lines: string[]): MailMessage => {
  const text = lines.join('\n');
  return { to, subject, text, html: textAsHtml(text) };
};

/**
 * The invoice, e-mailed to the buyer when it is issued. The Mailer port carries text and HTML only (no attachments),
 * so the e-mail links to the PDF instead of attaching it.
 */
export function issuedMail(invoice: Invoice, to: string, firstName: string | null, publicUrl: string): MailMessage {
  return message(to, `Invoice ${invoice.number}: ${invoice.pack.name}`, [
    `Hello ${firstName ?? invoice.buyer.name},`,
    '',
    `Thank you for choosing the ${invoice.pack.name} pack (${invoice.pack.credits} credits). Your tax invoice ${invoice.number} is for ${formatRupees(invoice.amounts.total)}, GST included.`,
    '',
    ...invoice.paymentInstructions.split('\n'),
    '',
    `Unpaid invoices expire after ${INVOICE_EXPIRY_DAYS} days: please pay by ${indianDate(dueAt(invoice.issuedAt))}. The credits are added to your account as soon as we receive the payment.`,
    '',
    `Download the invoice (PDF) while signed in: ${invoicePdfUrl(publicUrl, invoice.id)}`,
  ]);
}

/** The receipt, e-mailed to the buyer when an admin marks the invoice paid. */
export function receiptMail(invoice: Invoice, to: string, balance: number): MailMessage {
  return message(to, `Payment received: invoice ${invoice.number}`, [
    `Hello ${invoice.buyer.name},`,
    '',
    `We have received ${formatRupees(invoice.amounts.total)} for invoice ${invoice.number} (reference ${invoice.paidReference}).`,
    `${invoice.pack.credits} credits have been added to your account: your balance is now ${balance} credits.`,
  ]);
}
