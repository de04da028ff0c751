import PDFDocument from 'pdfkit';
import type { InvoiceRenderer } from '@modules/billing/application/ports/invoice-renderer.port';
import { type InvoiceDocument, invoiceDocument } from '@modules/billing/domain/invoice-document';

/**
 * The invoice as a PDF, drawn with pdfkit (MIT; its releases are regular, where pdf-lib has had none since 2021; and
 * it lays out and wraps text, which pdf-lib leaves to the caller). Only the standard Helvetica fonts are used, so
 * nothing is loaded at run time; they have no ₹ glyph, hence "Rs." (domain/money.ts). The words come from
 * domain/invoice-document.ts; this file only places them.
 */
const LEFT = 50;
const WIDTH = 495;
const GREY = '#475569';

type Doc = InstanceType<typeof PDFDocument>;

function block(doc: Doc, heading: string, lines: string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(heading.toUpperCase(), x, y, { width });
  doc.font('Helvetica').fontSize(10).fillColor('black');
  for (const line of lines) doc.text(line, x, doc.y, { width });
  return doc.y;
}

function draw(doc: Doc, invoice: InvoiceDocument) {
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.title, LEFT, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice No: ${invoice.number}`, LEFT, 52, { width: WIDTH, align: 'right' });
  doc.text(`Invoice date: ${invoice.date}`, LEFT, doc.y, { width: WIDTH, align: 'right' });

  const top = 100;
  const sellerEnd = block(doc, 'Supplier', [...invoice.seller, `SAC: ${invoice.item.sac}`], LEFT, top, 240);
  const buyerEnd = block(doc, 'Bill to', [...invoice.buyer, `Place of supply: ${invoice.placeOfSupply}`], LEFT + 255, top, 240);

  let y = Math.max(sellerEnd, buyerEnd) + 20;
  doc.rect(LEFT, y, WIDTH, 18).fill('#e2e8f0').fillColor('black');
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', LEFT + 6, y + 5, { width: 300 });
  doc.text('SAC', LEFT + 310, y + 5, { width: 70 });
  doc.text('Amount', LEFT + 385, y + 5, { width: 104, align: 'right' });
  y += 24;
  doc.font('Helvetica');
  doc.text(invoice.item.description, LEFT + 6, y, { width: 300 });
  doc.text(invoice.item.sac, LEFT + 310, y, { width: 70 });
  doc.text(invoice.item.amount, LEFT + 385, y, { width: 104, align: 'right' });
  y = doc.y + 14;

  for (const [index, [label, amount]] of invoice.totals.entries()) {
    const last = index === invoice.totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 10);
    doc.text(label, LEFT + 255, y, { width: 130 });
    doc.text(amount, LEFT + 385, y, { width: 104, align: 'right' });
    y = doc.y + 4;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Amount in words: ${invoice.inWords}`, LEFT, y + 10, { width: WIDTH });

  block(doc, 'Payment', invoice.payment, LEFT, doc.y + 20, WIDTH);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(invoice.expiry, LEFT, doc.y + 10, { width: WIDTH });
  if (invoice.stamp)
    doc
      .fontSize(14)
      .fillColor('#b91c1c')
      .text(invoice.stamp, LEFT, doc.y + 16, { width: WIDTH })
      .fillColor('black');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('This is a computer-generated invoice and needs no signature.', LEFT, 780, { width: WIDTH, align: 'center' });
}

export const pdfkitInvoiceRenderer: InvoiceRenderer = {
  pdf(invoice, now) {
    const document = invoiceDocument(invoice, now);
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${document.number}`, Author: invoice.seller.legalName } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.on('error', reject);
    });
    draw(doc, document);
    doc.end();
    return done;
  },
};
