import type { SavedSearches, StoredSavedSearch } from '../ports/saved-searches.port';

/** A hand-written fake of saved_searches and its lease, for use-case tests without a database. */
export function inMemorySavedSearches(databaseNow: () => Date): SavedSearches & { rows: StoredSavedSearch[]; lease?: { holder: string; until: number } } {
  const store = {
    rows: [] as StoredSavedSearch[],
    lease: undefined as { holder: string; until: number } | undefined,
  };
  const due = (row: StoredSavedSearch, cutoffs: { daily: Date; weekly: Date }) =>
    row.cadence !== 'off' && row.lastDigestAt.getTime() <= cutoffs[row.cadence].getTime();
  return Object.assign(store, {
    async add(search: Parameters<SavedSearches['add']>[0], max: number) {
      if (store.rows.filter((row) => row.memberId === search.memberId).length >= max) return null;
      const now = databaseNow();
      const row = { ...search, id: crypto.randomUUID(), lastViewedAt: now, lastNotifiedAt: now, createdAt: now };
      store.rows.push(row);
      return row;
    },
    ofMember: async (memberId: string) => store.rows.filter((row) => row.memberId === memberId),
    find: async (memberId: string, id: string) => store.rows.find((row) => row.memberId === memberId && row.id === id) ?? null,
    async remove(memberId: string, id: string) {
      const before = store.rows.length;
      store.rows = store.rows.filter((row) => !(row.memberId === memberId && row.id === id));
      return store.rows.length < before;
    },
    async markViewed(memberId: string, id: string) {
      const row = store.rows.find((r) => r.memberId === memberId && r.id === id);
      if (row) row.lastViewedAt = databaseNow();
      return row ?? null;
    },
    databaseNow: async () => databaseNow(),
    membersDue: async (cutoffs: { daily: Date; weekly: Date }, after: string | null, limit: number) =>
      [...new Set(store.rows.filter((row) => due(row, cutoffs)).map((row) => row.memberId))]
        .sort()
        .filter((id) => after === null || id > after)
        .slice(0, limit),
    dueOf: async (memberIds: readonly string[], cutoffs: { daily: Date; weekly: Date }) =>
      store.rows.filter((row) => memberIds.includes(row.memberId) && due(row, cutoffs)),
    async markDigested(ids: readonly string[], digestAt: Date, through: Date | null) {
      for (const row of store.rows.filter((r) => ids.includes(r.id))) {
        row.lastDigestAt = digestAt;
        if (through) row.lastNotifiedAt = through;
      }
    },
    async takeLease(_job: string, holder: string, forMs: number) {
      const now = databaseNow().getTime();
      if (store.lease && store.lease.until > now && store.lease.holder !== holder) return false;
      store.lease = { holder, until: now + forMs };
      return true;
    },
    async releaseLease(_job: string, holder: string) {
      if (store.lease?.holder === holder) store.lease = undefined;
    },
  });
}
