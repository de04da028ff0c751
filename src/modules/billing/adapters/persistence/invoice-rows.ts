import { raw, type Sql, sql } from '@platform/db/sql';
import type { NewInvoice } from '@modules/billing/application/ports/invoices.port';
import type { Invoice, StoredStatus } from '@modules/billing/domain/invoice';
import type { StateCode } from '@modules/billing/domain/states';

/** An `invoices` row as the driver answers it (a bigint arrives as text: the amounts are converted here, once). */
export type InvoiceRow = {
  id: string;
  number: string;
  financial_year: string;
  sequence: number;
  buyer_id: string;
  institution_id: string | null;
  pack_id: string;
  pack_name: string;
  credits: number;
  validity_days: number;
  seller_gstin: string;
  seller_legal_name: string;
  seller_address: string;
  seller_state_code: string;
  sac_code: string;
  buyer_name: string;
  buyer_address: string | null;
  buyer_gstin: string | null;
  buyer_email: string | null;
  place_of_supply: string;
  taxable_paise: number | string;
  cgst_paise: number | string;
  sgst_paise: number | string;
  igst_paise: number | string;
  total_paise: number | string;
  payment_instructions: string;
  status: string;
  issued_at: Date | string;
  paid_at: Date | string | null;
  paid_reference: string | null;
  paid_by: string | null;
};

/** Every column an answer reads. */
export const COLUMNS = raw(`id, number, financial_year, sequence, buyer_id, institution_id, pack_id, pack_name, credits, validity_days, seller_gstin,
  seller_legal_name, seller_address, seller_state_code, sac_code, buyer_name, buyer_address, buyer_gstin, buyer_email, place_of_supply,
  taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, payment_instructions, status, issued_at, paid_at, paid_reference, paid_by`);

/** The insert of an invoice issued, with its snapshots, answering the stored row. */
export const insertInvoice = ({ pack, seller, buyer, amounts, ...invoice }: NewInvoice): Sql =>
  sql`insert into invoices (number, financial_year, sequence, buyer_id, institution_id, pack_id, pack_name, credits, validity_days, seller_gstin,
      seller_legal_name, seller_address, seller_state_code, sac_code, buyer_name, buyer_address, buyer_gstin, buyer_email, place_of_supply,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, payment_instructions, issued_at)
    values (${invoice.number}, ${invoice.financialYear}, ${invoice.sequence}, ${buyer.id}, ${buyer.institutionId}, ${pack.id}, ${pack.name}, ${pack.credits},
      ${pack.validityDays}, ${seller.gstin}, ${seller.legalName}, ${seller.address}, ${seller.stateCode}, ${seller.sacCode}, ${buyer.name},
      ${buyer.address}, ${buyer.gstin}, ${buyer.email}, ${invoice.placeOfSupply}, ${amounts.taxable}, ${amounts.cgst}, ${amounts.sgst},
      ${amounts.igst}, ${amounts.total}, ${invoice.paymentInstructions}, ${invoice.issuedAt})
    returning ${COLUMNS}`;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  financialYear: row.financial_year,
  sequence: row.sequence,
  pack: { id: row.pack_id, name: row.pack_name, credits: row.credits, validityDays: row.validity_days },
  seller: {
    gstin: row.seller_gstin,
    legalName: row.seller_legal_name,
    address: row.seller_address,
    stateCode: row.seller_state_code as StateCode,
    sacCode: row.sac_code,
  },
  buyer: {
    id: row.buyer_id,
    institutionId: row.institution_id,
    name: row.buyer_name,
    address: row.buyer_address,
    gstin: row.buyer_gstin,
    email: row.buyer_email,
  },
  placeOfSupply: row.place_of_supply as StateCode,
  amounts: {
    taxable: Number(row.taxable_paise),
    cgst: Number(row.cgst_paise),
    sgst: Number(row.sgst_paise),
    igst: Number(row.igst_paise),
    total: Number(row.total_paise),
    supplyType: row.seller_state_code === row.place_of_supply ? 'intra_state' : 'inter_state',
  },
  paymentInstructions: row.payment_instructions,
  status: row.status as StoredStatus,
  issuedAt: new Date(row.issued_at),
  paidAt: row.paid_at ? new Date(row.paid_at) : null,
  paidReference: row.paid_reference,
  paidBy: row.paid_by,
});
