/**
 * What the billing module offers other modules: the unpaid invoices of many buyers (the admin's institutions list),
 * and the ports the
 * composition root fills: where a paid invoice's credits go (`PoolGrants`), who a buyer is (`Buyers`), and how an
 * invoice is paid (`PaymentCollector`, bank transfer by default; a gateway would be another adapter).
 */
export type BillingApi = {
  /** Each buyer's invoices issued and neither paid nor expired now (ADR 0021): every id is in the map. */
  unpaidInvoices(institutionIds: readonly string[]): Promise<Map<string, number>>;
};

export type { BuyerContact, Buyers } from './application/ports/buyers.port';
export type { PayableInvoice, PaymentCollector } from './application/ports/payment-collector.port';
export type { PoolGrants } from './application/ports/pool-grants.port';
