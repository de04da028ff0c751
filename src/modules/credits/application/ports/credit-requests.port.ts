import type { CreditRequest } from '../../domain/credit-requests';

/** The members' requests for credits (docs/product.md, "Out of credits"). */
export type CreditRequests = {
  /** The member's open request, if any. */
  openOf(memberId: string): Promise<CreditRequest | null>;
  /** A new open request; null when the member already has one (one open request per member). */
  open(memberId: string, request: { creditsWanted: number | null; message: string | null }): Promise<CreditRequest | null>;
  /** The open requests, oldest first, at most `limit`. */
  listOpen(limit: number): Promise<CreditRequest[]>;
  /** Marks a request done; false when there is no such open request. */
  resolve(id: string, adminId: string): Promise<boolean>;
};
