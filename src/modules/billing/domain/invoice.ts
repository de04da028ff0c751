import type { GstSplit } from './gst';
import type { Seller } from './settings';
import type { StateCode } from './states';

/**
 * An invoice's life (ADR 0021): issued at once when a buyer requests a pack, then paid (an admin marks it, which
 * grants the credits) or, unpaid 15 days after issue, expired. Expiry is derived when read, never written: a stored
 * 'issued' older than 15 days answers 'expired', so no job has to run for it.
 */
export const INVOICE_EXPIRY_DAYS = 15;
const DAY_MS = 86_400_000;

/** What the table stores. */
export const STORED_STATUSES = ['issued', 'paid'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** What every answer says. */
export const INVOICE_STATUSES = ['issued', 'paid', 'expired'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The last moment an invoice may be paid: 15 days after it was issued. */
export const dueAt = (issuedAt: Date): Date => new Date(issuedAt.getTime() + INVOICE_EXPIRY_DAYS * DAY_MS);

/** An invoice still 'issued' and issued before this instant is expired at `now`. */
export const expiryCutoff = (now: Date): Date => new Date(now.getTime() - INVOICE_EXPIRY_DAYS * DAY_MS);

export function statusAt(stored: StoredStatus, issuedAt: Date, now: Date): InvoiceStatus {
  if (stored === 'paid') return 'paid';
  return issuedAt.getTime() < expiryCutoff(now).getTime() ? 'expired' : 'issued';
}

/**
 * A buyer holds at most this many unpaid, unexpired invoices: each request takes a number of the year's one series,
 * so a loop of requests would otherwise fill it with invoices nobody pays.
 */
export const MAX_OPEN_INVOICES = 5;

/**
 * The buyer as an invoice prints it (a snapshot taken at issue): `id` is the seat who requested it (the institution's
 * owner), `institutionId` the institution it was bought for (null only for an old invoice whose buyer is gone).
 */
export type InvoiceBuyer = { id: string; institutionId: string | null; name: string; address: string | null; gstin: string | null; email: string | null };

/** An invoice as stored: snapshots of the pack, the seller and the buyer at issue, amounts in paise. */
export type Invoice = {
  id: string;
  number: string;
  financialYear: string;
  sequence: number;
  pack: { id: string; name: string; credits: number; validityDays: number };
  seller: Seller;
  buyer: InvoiceBuyer;
  placeOfSupply: StateCode;
  amounts: GstSplit;
  paymentInstructions: string;
  status: StoredStatus;
  issuedAt: Date;
  paidAt: Date | null;
  paidReference: string | null;
  paidBy: string | null;
};
