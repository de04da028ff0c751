/**
 * Credit packs the company sells (ADR 0021): a name, the credits, the price before GST (entered in rupees, kept in
 * paise) and how many days the credits are meant to last. Admins create, edit and deactivate them; members see the
 * active ones. An invoice keeps a copy of its pack's name, credits, validity and price, so a later edit changes no
 * invoice.
 */
export const PACK_LIMITS = {
  nameLength: 80,
  credits: { min: 1, max: 1_000_000 },
  /** rupees, before GST */
  price: { min: 1, max: 10_000_000 },
  validityDays: { min: 1, max: 3650 },
} as const;

export type CreditPack = {
  id: string;
  name: string;
  credits: number;
  pricePaise: number;
  validityDays: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type PackInput = Pick<CreditPack, 'name' | 'credits' | 'pricePaise' | 'validityDays' | 'active'>;

/** The ledger's words for the credits an invoice bought. */
export const purchaseDescription = (packName: string, invoiceNumber: string) => `${packName}: invoice ${invoiceNumber} paid`;

/** The ledger reference of an invoice's credits: unique per buyer, so an invoice can never grant twice. */
export const purchaseReference = (invoiceId: string) => `invoice:${invoiceId}`;
