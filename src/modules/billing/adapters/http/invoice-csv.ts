import type { CsvColumn } from '@platform/http/csv-download';
import type { Invoices } from '@modules/billing/application/ports/invoices.port';
import { indianDateOf } from '@modules/billing/domain/financial-year';
import { type Invoice, type InvoiceStatus, statusAt } from '@modules/billing/domain/invoice';
import { plainRupees } from '@modules/billing/domain/money';
import { stateName } from '@modules/billing/domain/states';

const BATCH = 500;

/** The accountant's columns: amounts as plain rupees (118000.00), dates in India time. */
export const INVOICE_CSV_COLUMNS = (now: Date): CsvColumn<Invoice>[] => [
  { header: 'Number', value: (invoice) => invoice.number },
  { header: 'Date', value: (invoice) => indianDateOf(invoice.issuedAt) },
  { header: 'Buyer', value: (invoice) => invoice.buyer.name },
  { header: 'GSTIN', value: (invoice) => invoice.buyer.gstin ?? '' },
  { header: 'Place of supply', value: (invoice) => `${invoice.placeOfSupply} ${stateName(invoice.placeOfSupply)}` },
  { header: 'Taxable', value: (invoice) => plainRupees(invoice.amounts.taxable) },
  { header: 'CGST', value: (invoice) => plainRupees(invoice.amounts.cgst) },
  { header: 'SGST', value: (invoice) => plainRupees(invoice.amounts.sgst) },
  { header: 'IGST', value: (invoice) => plainRupees(invoice.amounts.igst) },
  { header: 'Total', value: (invoice) => plainRupees(invoice.amounts.total) },
  { header: 'Status', value: (invoice) => statusAt(invoice.status, invoice.issuedAt, now) },
  { header: 'Paid at', value: (invoice) => (invoice.paidAt ? indianDateOf(invoice.paidAt) : '') },
  { header: 'Reference', value: (invoice) => invoice.paidReference ?? '' },
];

/** Every invoice with this status, a page at a time. */
export async function* invoicePages(invoices: Invoices, status: InvoiceStatus | undefined, now: Date): AsyncIterable<Invoice[]> {
  for (let offset = 0; ; offset += BATCH) {
    const page = await invoices.list({ status, now, limit: BATCH, offset });
    if (page.invoices.length > 0) yield page.invoices;
    if (page.invoices.length < BATCH) return;
  }
}
