import { DEFAULT_SELLER_STATE, type StateCode } from './states';

/**
 * The company's billing settings (one row): what every invoice prints as the seller and how to pay. Until the GSTIN,
 * legal name and address are set, no invoice can be issued (409 BILLING.SETTINGS_MISSING).
 *
 * The SAC (services accounting code) defaults to 998361, "Advertising services" in the GST rate schedule for services
 * (group 99836, advertising services and provision of advertising space or time): selling credits to reach prospective
 * students is the admissions marketing the product does. 998365 would be "sale of internet advertising space", which
 * the product does not sell. The company's accountant may set another in the settings.
 */
export const DEFAULT_SAC_CODE = '998361';
export const DEFAULT_INVOICE_PREFIX = 'EDU';
export const SAC_CODE_PATTERN = /^99\d{4}$/;
/** At most 4 characters: the number stays within rule 46(b)'s 16 (EDU/26-27/00042). */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

export type BillingSettings = {
  gstin: string | null;
  legalName: string | null;
  address: string | null;
  stateCode: StateCode;
  sacCode: string;
  invoicePrefix: string;
  /** bank name, account name and number, IFSC: printed as written */
  bankDetails: string | null;
  upiId: string | null;
  updatedAt: Date | null;
};

export const DEFAULT_SETTINGS: BillingSettings = {
  gstin: null,
  legalName: null,
  address: null,
  stateCode: DEFAULT_SELLER_STATE,
  sacCode: DEFAULT_SAC_CODE,
  invoicePrefix: DEFAULT_INVOICE_PREFIX,
  bankDetails: null,
  upiId: null,
  updatedAt: null,
};

/** The seller as an invoice prints it (a snapshot taken at issue). */
export type Seller = { gstin: string; legalName: string; address: string; stateCode: StateCode; sacCode: string };

/** The seller, or null while the settings lack what an invoice must print. */
export function sellerOf(settings: BillingSettings): Seller | null {
  const { gstin, legalName, address, stateCode, sacCode } = settings;
  if (!gstin || !legalName || !address) return null;
  return { gstin, legalName, address, stateCode, sacCode };
}
