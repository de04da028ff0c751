/**
 * What the billing module offers other modules: nothing yet (its routes are its whole surface), and the ports the
 * composition root fills: where a paid invoice's credits go (`PoolGrants`), who a buyer is (`Buyers`), and how an
 * invoice is paid (`PaymentCollector`, bank transfer by default; a gateway would be another adapter).
 */
export type BillingApi = Record<never, never>;

export type { BuyerContact, Buyers } from './application/ports/buyers.port';
export type { PayableInvoice, PaymentCollector } from './application/ports/payment-collector.port';
export type { PoolGrants } from './application/ports/pool-grants.port';
