import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { csvDownload } from '@platform/http/csv-download';
import { CsvFile, ErrorResponse, totalPages, uuidParam } from '@platform/http/schemas';
import type { BillingDeps } from '@modules/billing/application/billing-deps';
import { invoicePdf, pdfFileName } from '@modules/billing/application/invoice-pdf.use-case';
import { markPaid } from '@modules/billing/application/mark-paid.use-case';
import { INVOICE_CSV_COLUMNS, invoicePages } from './invoice-csv';
import { invoiceView, pdfResponse } from './billing-views';
import { InvoiceExportQuery, InvoiceListQuery, InvoicePage, InvoicePaid, MarkPaidBody, PdfFile } from './invoice.schemas';

const tags = ['Billing'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

/** The admins' invoices: the list, the accountant's CSV, a PDF, and marking one paid. */
export const billingInvoiceRoutes = (deps: BillingDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'billing.invoice-routes', prefix: '/api/admin/billing' })
    .use(deps.auth)
    .get(
      '/invoices',
      async ({ query }) => {
        const now = deps.clock.now();
        const { invoices, total } = await deps.invoices.list({ status: query.status, now, limit: query.limit, offset: (query.page - 1) * query.limit });
        return { invoices: invoices.map((invoice) => invoiceView(invoice, now, 'admin')), total, page: query.page, totalPages: totalPages(total, query.limit) };
      },
      {
        admin: true,
        query: InvoiceListQuery,
        response: { 200: InvoicePage, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listInvoices',
          tags,
          summary: 'Every invoice, newest first',
          description: 'status: issued (payable), paid or expired (unpaid 15 days after issue); all of them without it.',
        },
      },
    )
    .get(
      '/invoices/export',
      ({ query }) => {
        const now = deps.clock.now();
        return csvDownload(`invoices-${now.toISOString().slice(0, 10)}.csv`, INVOICE_CSV_COLUMNS(now), invoicePages(deps.invoices, query.status, now));
      },
      {
        admin: true,
        query: InvoiceExportQuery,
        response: { 200: CsvFile, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'exportInvoices',
          tags,
          summary:
            'Invoices as CSV for the accountant, newest first: Number, Date, Buyer, GSTIN, Place of supply, Taxable, CGST, SGST, IGST, Total, Status, Paid at, Reference',
          description: 'Amounts in rupees with two decimals; dates in India time. status filters as in listInvoices.',
        },
      },
    )
    .get(
      '/invoices/:id/pdf',
      async ({ params }) => {
        const { invoice, pdf } = await invoicePdf(params.id, null, deps);
        return pdfResponse(pdf, pdfFileName(invoice));
      },
      {
        admin: true,
        params: uuidParam,
        response: { 200: PdfFile, ...denied, 404: ErrorResponse },
        detail: { operationId: 'downloadInvoicePdf', tags, summary: 'Any invoice as a PDF (TAX INVOICE)' },
      },
    )
    .post(
      '/invoices/:id/mark-paid',
      async ({ admin, params, body }) => {
        const { invoice, balance } = await markPaid(params.id, body.reference, { id: admin.id, actor: actorOf(admin) }, deps);
        return {
          message: `Invoice ${invoice.number} paid: ${invoice.pack.credits} credits added`,
          invoice: invoiceView(invoice, deps.clock.now(), 'admin'),
          balance,
        };
      },
      {
        admin: true,
        params: uuidParam,
        body: MarkPaidBody,
        response: { 200: InvoicePaid, 400: ErrorResponse, ...denied, 404: ErrorResponse, 409: ErrorResponse },
        detail: {
          operationId: 'markInvoicePaid',
          tags,
          summary: "Mark an invoice paid once the money is in: the pack's credits go to the buyer with their ledger row, in one transaction",
          description:
            'The buyer is e-mailed a receipt. 404 BILLING.INVOICE_NOT_FOUND; 409 BILLING.ALREADY_PAID (never twice) or BILLING.INVOICE_EXPIRED (unpaid 15 days after issue: the buyer requests the pack again).',
        },
      },
    );
