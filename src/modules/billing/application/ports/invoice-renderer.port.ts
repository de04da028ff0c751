import type { Invoice } from '../../domain/invoice';

/** An invoice as a document: the PDF (adapters/pdf/invoice-pdf.ts). */
export type InvoiceRenderer = {
  pdf(invoice: Invoice, now: Date): Promise<Uint8Array<ArrayBuffer>>;
};
