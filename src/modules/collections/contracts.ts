/** What the collections module offers other modules. */
export type CollectionsApi = {
  /** How many students this member has saved (e.g. the profile's 'My Saved Students (count)'). */
  savedCount(memberId: string): Promise<number>;
  /** studentId → whether this member has saved it. */
  savedAmong(memberId: string, studentIds: readonly string[]): Promise<Record<string, boolean>>;
};
