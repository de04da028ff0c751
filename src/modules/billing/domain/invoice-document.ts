import { amountInWords } from './amount-in-words';
import { indianDateOf } from './financial-year';
import { GST_RATE_PERCENT } from './gst';
import { dueAt, INVOICE_EXPIRY_DAYS, statusAt, type Invoice } from './invoice';
import { formatRupees } from './money';
import { stateName, type StateCode } from './states';

/**
 * What a tax invoice prints (CGST Rules, rule 46), as lines of text: the PDF adapter only lays them out. Seller and
 * buyer come from the snapshots taken at issue, so a later change of the settings or of the member changes nothing.
 */
export type InvoiceDocument = {
  title: string;
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  placeOfSupply: string;
  item: { description: string; sac: string; amount: string };
  totals: [label: string, amount: string][];
  inWords: string;
  payment: string[];
  expiry: string;
  /** PAID (with date and reference) or EXPIRED; absent while payable */
  stamp?: string;
};

/** '2026-11-27' → '27-11-2026', the way Indian invoices write a date. */
export const indianDate = (instant: Date) => indianDateOf(instant).split('-').reverse().join('-');

const state = (code: StateCode) => `${stateName(code)} (code ${code})`;

export function invoiceDocument(invoice: Invoice, now: Date): InvoiceDocument {
  const { seller, buyer, amounts, pack } = invoice;
  const half = GST_RATE_PERCENT / 2;
  const taxes: [string, string][] =
    amounts.supplyType === 'intra_state'
      ? [
          [`CGST @ ${half}%`, formatRupees(amounts.cgst)],
          [`SGST @ ${half}%`, formatRupees(amounts.sgst)],
        ]
      : [[`IGST @ ${GST_RATE_PERCENT}%`, formatRupees(amounts.igst)]];
  const status = statusAt(invoice.status, invoice.issuedAt, now);
  const due = indianDate(dueAt(invoice.issuedAt));
  return {
    title: 'TAX INVOICE',
    number: invoice.number,
    date: indianDate(invoice.issuedAt),
    seller: [seller.legalName, ...seller.address.split('\n'), `GSTIN: ${seller.gstin}`, `State: ${state(seller.stateCode)}`],
    buyer: [buyer.name, ...(buyer.address ? buyer.address.split('\n') : []), ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : ['GSTIN: unregistered'])],
    placeOfSupply: state(invoice.placeOfSupply),
    item: { description: `${pack.name}: ${pack.credits} credits, valid ${pack.validityDays} days`, sac: seller.sacCode, amount: formatRupees(amounts.taxable) },
    totals: [['Taxable value', formatRupees(amounts.taxable)], ...taxes, ['Total', formatRupees(amounts.total)]],
    inWords: amountInWords(amounts.total),
    payment: invoice.paymentInstructions.split('\n'),
    expiry: `Unpaid invoices expire after ${INVOICE_EXPIRY_DAYS} days: please pay by ${due}.`,
    stamp:
      status === 'paid'
        ? `PAID on ${indianDate(invoice.paidAt!)}, reference ${invoice.paidReference}`
        : status === 'expired'
          ? `EXPIRED unpaid on ${due}`
          : undefined,
  };
}
