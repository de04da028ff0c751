import type { Transaction } from '@platform/kernel/transaction';
import type { Invoice, InvoiceStatus } from '../../domain/invoice';

export type NewInvoice = Omit<Invoice, 'id' | 'status' | 'paidAt' | 'paidReference' | 'paidBy'>;

export type InvoiceQuery = { institutionId?: string; status?: InvoiceStatus; now: Date; limit: number; offset: number };

/** invoices and invoice_counters. */
export type Invoices = {
  /**
   * The next number of this financial year, taken inside the invoice's transaction: the counter's row stays locked
   * until it commits (parallel issues queue), and a rollback gives the number back.
   */
  takeNumber(tx: Transaction, financialYear: string): Promise<number>;
  /** The institution's invoices neither paid nor expired at `now`. */
  openCount(tx: Transaction, institutionId: string, now: Date): Promise<number>;
  /** The same for many buyers at once, outside a transaction (the admin's institutions list): every id is in the map. */
  /** Issued, unexpired, unpaid invoices of each institution (the admin's Institutions view). */
  openCounts(institutionIds: readonly string[], now: Date): Promise<Map<string, number>>;
  add(tx: Transaction, invoice: NewInvoice): Promise<Invoice>;
  find(id: string): Promise<Invoice | null>;
  /** The invoice, its row locked until the transaction ends (two admins marking it paid act one after the other). */
  lock(tx: Transaction, id: string): Promise<Invoice | null>;
  markPaid(tx: Transaction, id: string, payment: { reference: string; paidAt: Date; paidBy: string }): Promise<Invoice>;
  /** Newest first, with the total; `status` as answers say it (expired derived from `now`). */
  list(query: InvoiceQuery): Promise<{ invoices: Invoice[]; total: number }>;
};
