import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin, MemberPrincipal } from '@platform/http/auth';
import { ErrorResponse, totalPages, uuidParam } from '@platform/http/schemas';
import type { BillingDeps } from '@modules/billing/application/billing-deps';
import { invoicePdf, pdfFileName } from '@modules/billing/application/invoice-pdf.use-case';
import { type Buyer, issueInvoice } from '@modules/billing/application/issue-invoice.use-case';
import { invoicesNotForMembers, ownerOnly } from '@modules/billing/domain/billing.errors';
import { stateCodeOf } from '@modules/billing/domain/states';
import { PackList } from './billing-settings.schemas';
import { invoiceView, packView, pdfResponse } from './billing-views';
import { InvoiceIssued, InvoiceListQuery, InvoicePage, InvoiceRequestBody, PdfFile } from './invoice.schemas';

const tags = ['Billing'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * Who buys (ADR 0021): the one place the session's member becomes the buyer. Only the institution's owner requests a
 * pack (403 BILLING.OWNER_ONLY otherwise); the invoice belongs to the institution, and its buyer's name is the
 * institution's (`Buyers.contactOf`, identity's institution name).
 */
export const buyerOf = (member: MemberPrincipal): Buyer => {
  if (member.seatRole !== 'owner') throw ownerOnly();
  return { id: member.id, institutionId: member.institutionId };
};

/** Whose invoices a seat reads: its institution's, for the owner and the managers (403 BILLING.INVOICES_HIDDEN for members). */
const invoicesOf = (member: MemberPrincipal): string => {
  if (member.seatRole === 'member') throw invoicesNotForMembers();
  return member.institutionId;
};

/** Members see the packs on sale, request one (its invoice is issued at once), and read their invoices. */
export const billingMemberRoutes = (deps: BillingDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'billing.member-routes', prefix: '/api/website/billing' })
    .use(deps.auth)
    .get('/packs', async () => ({ packs: (await deps.packs.list(true)).map(packView) }), {
      member: true,
      response: { 200: PackList, ...denied },
      detail: { operationId: 'listCreditPacks', tags, summary: 'The credit packs on sale, cheapest first (prices before 18 % GST)' },
    })
    .get(
      '/invoices',
      async ({ member, query }) => {
        const now = deps.clock.now();
        const { invoices, total } = await deps.invoices.list({
          institutionId: invoicesOf(member),
          status: query.status,
          now,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        });
        return { invoices: invoices.map((invoice) => invoiceView(invoice, now, 'buyer')), total, page: query.page, totalPages: totalPages(total, query.limit) };
      },
      {
        member: true,
        query: InvoiceListQuery,
        response: { 200: InvoicePage, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listMyInvoices',
          tags,
          summary: "The institution's invoices, newest first",
          description:
            "Every invoice of the session's institution, whichever seat requested it: for the owner and the managers; a member gets 403 BILLING.INVOICES_HIDDEN. status: issued (payable), paid or expired (unpaid 15 days after issue); all of them without it.",
        },
      },
    )
    .post(
      '/invoices',
      async ({ member, body, set }) => {
        const request = { ...body, placeOfSupply: stateCodeOf(body.placeOfSupply)! };
        const invoice = await issueInvoice(buyerOf(member), request, actorOf(member), deps);
        set.status = 201;
        return {
          message: `Invoice ${invoice.number} issued: pay it within 15 days and the credits are added.`,
          invoice: invoiceView(invoice, deps.clock.now(), 'buyer'),
        };
      },
      {
        verifiedMember: true,
        body: InvoiceRequestBody,
        response: { 201: InvoiceIssued, 400: ErrorResponse, ...denied, 404: ErrorResponse, 409: ErrorResponse },
        detail: {
          operationId: 'requestCreditPack',
          tags,
          summary: 'Buy a credit pack: its GST tax invoice is issued at once, numbered in the financial year, and e-mailed',
          description:
            "The institution's owner only (403 BILLING.OWNER_ONLY for a manager or a member): the invoice is the institution's and its credits go to its pool. Verified members only (403 AUTH.NOT_VERIFIED otherwise): credits are spent on unlocks, which need verification, and the invoice names an institution an admin has checked. Not with an API key. Tax: 18 % on the pack's price, CGST 9 % + SGST 9 % when placeOfSupply is the company's state, IGST 18 % otherwise. The invoice is payable by bank transfer or UPI within 15 days (then it expires); an admin marks it paid, which adds the pack's credits. 400 BILLING.GSTIN_INVALID (shape, state code or check character) or BILLING.GSTIN_STATE_MISMATCH (the GSTIN's state is not placeOfSupply); 404 BILLING.PACK_NOT_FOUND (unknown or off sale); 409 BILLING.SETTINGS_MISSING (the company's GSTIN, legal name or address not set yet) or BILLING.TOO_MANY_OPEN (the institution has 5 unpaid invoices already).",
        },
      },
    )
    .get(
      '/invoices/:id/pdf',
      async ({ member, params }) => {
        const { invoice, pdf } = await invoicePdf(params.id, invoicesOf(member), deps);
        return pdfResponse(pdf, pdfFileName(invoice));
      },
      {
        member: true,
        params: uuidParam,
        response: { 200: PdfFile, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'downloadMyInvoicePdf',
          tags,
          summary: "One of your institution's invoices as a PDF (TAX INVOICE)",
          description:
            "For the owner and the managers (403 BILLING.INVOICES_HIDDEN for a member); another institution's invoice answers 404, as an unknown id does.",
        },
      },
    );
