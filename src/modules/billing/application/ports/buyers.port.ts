/** Who a buyer is, for the invoice's default billing name and its e-mails (identity's addresses, wired by the composition root). */
export type BuyerContact = { email: string; firstName: string; name: string };

export type Buyers = {
  /** null for a buyer who no longer exists */
  contactOf(buyerId: string): Promise<BuyerContact | null>;
};
