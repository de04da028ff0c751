/**
 * Members' credit balances, which the credits module owns (its contract satisfies this in the composition root):
 * identity's member answers carry the balance but never read it from a table of its own.
 */
export type MemberBalances = {
  balanceOf(memberId: string): Promise<number>;
  /** one batched read for a page of members: every id is in the map */
  balances(memberIds: readonly string[]): Promise<Map<string, number>>;
};
