import type { PaymentCollector } from '@modules/billing/application/ports/payment-collector.port';
import { indianDate } from '@modules/billing/domain/invoice-document';
import { formatRupees } from '@modules/billing/domain/money';

/**
 * Payment by bank transfer or UPI, outside the product (ADR 0021): the invoice says where to send the money and what
 * to quote; an admin marks the invoice paid when it arrives. The bank details and the UPI id come from the settings.
 */
export const bankTransferCollector: PaymentCollector = {
  method: 'bank_transfer',
  instructionsFor(invoice, settings) {
    const ways = [
      ...(settings.bankDetails ? ['Bank transfer (NEFT, RTGS or IMPS):', ...settings.bankDetails.split('\n').map((line) => `  ${line}`)] : []),
      ...(settings.upiId ? [`UPI: ${settings.upiId}`] : []),
    ];
    return [
      `Please pay ${formatRupees(invoice.totalPaise)} by ${indianDate(invoice.dueAt)}, quoting ${invoice.number} as the payment reference.`,
      ...(ways.length > 0 ? ways : [`Write to ${settings.legalName ?? 'us'} for the bank details.`]),
    ].join('\n');
  },
};
