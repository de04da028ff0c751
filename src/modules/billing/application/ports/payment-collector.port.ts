import type { BillingSettings } from '../../domain/settings';

/** What a way of paying needs to know of an invoice to say how to pay it. */
export type PayableInvoice = { number: string; totalPaise: number; dueAt: Date };

/**
 * How a buyer pays an invoice (ADR 0021). The one built is bank transfer / UPI outside the product
 * (adapters/payment/bank-transfer.collector.ts): the invoice prints the instructions and an admin marks it paid once
 * the money is in. A payment gateway would be another adapter of this port: `instructionsFor` would create the
 * gateway's order for the invoice and answer its payment link, and the gateway's confirmation (a webhook route of
 * billing's) would call the same mark-paid use case the admin's button calls.
 */
export type PaymentCollector = {
  /** how the answers name the method */
  method: 'bank_transfer';
  /** the payment instructions printed on the invoice and in its e-mail, one line per line */
  instructionsFor(invoice: PayableInvoice, settings: BillingSettings): string;
};
