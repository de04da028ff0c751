/** Admin credit grants, part of the credits facade. */
import type { AuditActor } from '@platform/audit/audit-trail';

/**
 * `actor` is the granting admin: its id goes on the ledger row, and the audit row commits with the grant. ADR 0021:
 * the credits go to the pool of `institutionId`, the member's institution (the ledger row names the member's seat).
 */
export type CreditGrant = { institutionId: string; memberId: string; credits: number; actor: AuditActor; description?: string };

/** Credits bought, granted inside the buyer's transaction (billing's paid invoice); `reference` names the purchase. */
export type PurchaseGrant = { institutionId: string; memberId: string; credits: number; reference: string; description: string };

export type CreditGrantApi = {
  /** Adds credits to the pool and writes the 'admin_grant' ledger row in one transaction; returns the pool after. */
  grant(input: CreditGrant): Promise<{ credits: number }>;
};
