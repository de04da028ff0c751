import type { AuditActor } from '@platform/audit/audit-trail';

/**
 * What the admin's institutions view needs of other modules (ADR 0021), filled in the composition root: credits'
 * figures and grant, billing's unpaid invoices. Identity never reads their tables.
 */
export type InstitutionFigures = {
  /** each institution's pool: every id is in the map */
  balances(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /** each institution's charges this calendar month, India time: every id is in the map */
  usedThisMonth(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /** each buyer's (a member's) invoices issued and neither paid nor expired: every id is in the map */
  unpaidInvoices(institutionIds: readonly string[]): Promise<Map<string, number>>;
  /** credits' admin grant: the pool and an 'admin_grant' ledger row naming the seat, audited, in one transaction */
  grant(grant: { institutionId: string; memberId: string; credits: number; actor: AuditActor; description?: string }): Promise<{ credits: number }>;
};
