import { amountInWords } from '@modules/billing/domain/amount-in-words';
import { dueAt, type Invoice, statusAt } from '@modules/billing/domain/invoice';
import { rupeesOf } from '@modules/billing/domain/money';
import type { CreditPack } from '@modules/billing/domain/pack';
import { type BillingSettings, sellerOf } from '@modules/billing/domain/settings';
import { stateName } from '@modules/billing/domain/states';

/** How the answers show packs, settings and invoices. */

export const packView = (pack: CreditPack) => ({
  id: pack.id,
  name: pack.name,
  credits: pack.credits,
  price: rupeesOf(pack.pricePaise),
  pricePaise: pack.pricePaise,
  validityDays: pack.validityDays,
  active: pack.active,
  createdAt: pack.createdAt.toISOString(),
  updatedAt: pack.updatedAt.toISOString(),
});

export const settingsView = (settings: BillingSettings) => ({
  gstin: settings.gstin,
  legalName: settings.legalName,
  address: settings.address,
  stateCode: settings.stateCode,
  stateName: stateName(settings.stateCode),
  sacCode: settings.sacCode,
  invoicePrefix: settings.invoicePrefix,
  bankDetails: settings.bankDetails,
  upiId: settings.upiId,
  updatedAt: settings.updatedAt?.toISOString() ?? null,
  readyToInvoice: sellerOf(settings) !== null,
});

export type InvoiceAudience = 'buyer' | 'admin';

export const pdfPathOf = (invoiceId: string, audience: InvoiceAudience) =>
  `/api/${audience === 'buyer' ? 'website' : 'admin'}/billing/invoices/${invoiceId}/pdf`;

export const invoiceView = (invoice: Invoice, now: Date, audience: InvoiceAudience) => ({
  id: invoice.id,
  number: invoice.number,
  financialYear: invoice.financialYear,
  status: statusAt(invoice.status, invoice.issuedAt, now),
  issuedAt: invoice.issuedAt.toISOString(),
  dueAt: dueAt(invoice.issuedAt).toISOString(),
  paidAt: invoice.paidAt?.toISOString() ?? null,
  paidReference: invoice.paidReference,
  pack: invoice.pack,
  seller: invoice.seller,
  buyer: { id: invoice.buyer.id, name: invoice.buyer.name, address: invoice.buyer.address, gstin: invoice.buyer.gstin },
  placeOfSupply: { code: invoice.placeOfSupply, name: stateName(invoice.placeOfSupply) },
  supplyType: invoice.amounts.supplyType,
  amounts: {
    taxable: invoice.amounts.taxable,
    cgst: invoice.amounts.cgst,
    sgst: invoice.amounts.sgst,
    igst: invoice.amounts.igst,
    total: invoice.amounts.total,
    totalInWords: amountInWords(invoice.amounts.total),
  },
  paymentMethod: 'bank_transfer' as const,
  paymentInstructions: invoice.paymentInstructions,
  pdfPath: pdfPathOf(invoice.id, audience),
});

/** The PDF as a download. */
export const pdfResponse = (pdf: Uint8Array<ArrayBuffer>, fileName: string) =>
  new Response(pdf, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
  });
