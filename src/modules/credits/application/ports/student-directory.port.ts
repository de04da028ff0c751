/** What credits needs from the catalogue (satisfied by the leads module's contract in the composition root). */
export type StudentDirectory<Lead> = {
  existingIds(ids: readonly string[]): Promise<string[]>;
  /** The students as this member may now see them (after an unlock: unmasked). */
  presentForMember(viewer: { memberId: string; isPremium: boolean }, ids: readonly string[]): Promise<Lead[]>;
};
