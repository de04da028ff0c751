import * as v from 'valibot';
import { INVOICE_STATUSES } from '@modules/billing/domain/invoice';
import { STATE_CODES, STATE_NAMES } from '@modules/billing/domain/states';
import { queryInt, queryIntOneOf } from '@platform/http/schemas';

const PLACES = [...STATE_CODES, ...STATE_NAMES];

export const InvoiceRequestBody = v.object({
  packId: v.pipe(v.string('packId is required'), v.uuid('packId is not a pack id'), v.description('An active pack (listCreditPacks)')),
  placeOfSupply: v.pipe(
    v.picklist(PLACES, 'placeOfSupply must be an Indian state or union territory, by GST state code or name'),
    v.description(
      "Where the buyer is registered or located: a GST state code ('29') or its name ('Karnataka'). The seller's state gets CGST + SGST, any other IGST.",
    ),
  ),
  buyerGstin: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(20, 'buyerGstin is a 15-character GSTIN'),
      v.description("The buyer's GSTIN, if registered: checked, and its state code must be placeOfSupply's"),
    ),
  ),
  billingName: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'billingName must not be empty'),
      v.maxLength(200, 'billingName is limited to 200 characters'),
      v.description("Default: the member's institution"),
    ),
  ),
  billingAddress: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'billingAddress is limited to 500 characters'), v.description('Line breaks kept'))),
});

export const MarkPaidBody = v.object({
  reference: v.pipe(
    v.string('reference is required'),
    v.trim(),
    v.minLength(1, 'reference is required'),
    v.maxLength(100, 'reference is limited to 100 characters'),
    v.description('The bank transfer or UPI transaction reference (UTR)'),
  ),
});

const paise = (what: string) => v.pipe(v.number(), v.integer(), v.description(`${what}, in paise`));

export const InvoiceView = v.object({
  id: v.string(),
  number: v.pipe(v.string(), v.description('EDU/26-27/00042: prefix, financial year (April to March, India time), sequence')),
  financialYear: v.string(),
  status: v.pipe(v.picklist(INVOICE_STATUSES), v.description('issued (payable), paid, or expired (unpaid 15 days after issue)')),
  issuedAt: v.string(),
  dueAt: v.pipe(v.string(), v.description('Issued + 15 days: unpaid after this, the invoice expires')),
  paidAt: v.nullable(v.string()),
  paidReference: v.nullable(v.string()),
  pack: v.object({ id: v.string(), name: v.string(), credits: v.number(), validityDays: v.number() }),
  seller: v.object({ legalName: v.string(), address: v.string(), gstin: v.string(), stateCode: v.string(), sacCode: v.string() }),
  buyer: v.object({ id: v.string(), name: v.string(), address: v.nullable(v.string()), gstin: v.nullable(v.string()) }),
  placeOfSupply: v.object({ code: v.picklist(STATE_CODES), name: v.string() }),
  supplyType: v.pipe(v.picklist(['intra_state', 'inter_state']), v.description('intra_state: CGST 9 % + SGST 9 %; inter_state: IGST 18 %')),
  amounts: v.object({
    taxable: paise('The pack price before GST'),
    cgst: paise('CGST 9 % (0 inter-state)'),
    sgst: paise('SGST 9 % (0 inter-state)'),
    igst: paise('IGST 18 % (0 intra-state)'),
    total: paise('What the buyer pays'),
    totalInWords: v.pipe(v.string(), v.description('"Rupees One Lakh Twenty Thousand and Fifty Paise Only"')),
  }),
  paymentMethod: v.picklist(['bank_transfer']),
  paymentInstructions: v.string(),
  pdfPath: v.pipe(v.string(), v.description("The PDF's path for the caller (the buyer's or the admin's route)")),
});

export const InvoiceIssued = v.object({ message: v.string(), invoice: InvoiceView });
export const InvoicePaid = v.object({
  message: v.string(),
  invoice: InvoiceView,
  balance: v.pipe(v.number(), v.description("The buyer's balance after the grant")),
});

export const InvoiceListQuery = v.object({
  status: v.optional(v.picklist(INVOICE_STATUSES, `status must be one of ${INVOICE_STATUSES.join(', ')}`)),
  page: queryInt(1, 1, 1_000_000, 'page'),
  limit: queryIntOneOf([10, 25, 50, 100], 25),
});

export const InvoiceExportQuery = v.object({ status: v.optional(v.picklist(INVOICE_STATUSES, `status must be one of ${INVOICE_STATUSES.join(', ')}`)) });

export const InvoicePage = v.object({ invoices: v.array(InvoiceView), total: v.number(), page: v.number(), totalPages: v.number() });

export const PdfFile = v.pipe(v.string(), v.description('The tax invoice as a PDF document'), v.metadata({ contentMediaType: 'application/pdf' }));
