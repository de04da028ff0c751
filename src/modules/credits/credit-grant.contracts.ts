/** Admin credit grants, part of the credits facade. */
export type CreditGrant = { memberId: string; credits: number; actorId: string; description?: string };

export type CreditGrantApi = {
  /** Adds credits and writes the 'admin_grant' ledger row in one transaction; returns the new balance. */
  grant(input: CreditGrant): Promise<{ credits: number }>;
};
