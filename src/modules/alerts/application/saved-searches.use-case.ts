import { isDomainError } from '@platform/kernel/domain-error';
import { compactQuery, type SavedCatalogueQuery, type StudentLead } from '@modules/leads/contracts';
import { savedSearchNotFound, tooManySavedSearches } from '../domain/alerts.errors';
import { type Cadence, MAX_SAVED_SEARCHES, NEW_COUNT_CAP } from '../domain/saved-search.schema';
import type { AlertsDeps } from './alerts-deps';
import type { StoredSavedSearch } from './ports/saved-searches.port';

export type Member = { memberId: string; institutionId: string; isPremium: boolean };
/** A saved search with "N new since you last looked"; null counts when the count ran out of time. */
export type SavedSearchView = StoredSavedSearch & { newCount: number | null; newCountCapped: boolean };

/** New matches shown in the portal and the answer of new-matches: the newest few only (the catalogue lists the rest). */
export const NEW_MATCHES_SAMPLE = 5;

const isTooBroad = (error: unknown) => isDomainError(error) && error.code === 'CATALOGUE.TOO_BROAD';

async function withCount(member: Member, search: StoredSavedSearch, deps: Pick<AlertsDeps, 'leads'>): Promise<SavedSearchView> {
  try {
    const found = await deps.leads.newMatches(member, search.query, { after: search.lastViewedAt, cap: NEW_COUNT_CAP, idLimit: 0, sample: 0 });
    return { ...search, newCount: found.count, newCountCapped: found.capped };
  } catch (error) {
    if (isTooBroad(error)) return { ...search, newCount: null, newCountCapped: false };
    throw error;
  }
}

export async function saveSearch(
  member: Member,
  input: { name: string; cadence: Cadence; query: SavedCatalogueQuery },
  deps: Pick<AlertsDeps, 'searches' | 'leads' | 'clock'>,
): Promise<SavedSearchView> {
  const query = compactQuery(deps.leads.checkSavedQuery(input.query));
  const saved = await deps.searches.add(
    { memberId: member.memberId, name: input.name, cadence: input.cadence, query, lastDigestAt: deps.clock.now() },
    MAX_SAVED_SEARCHES,
  );
  if (!saved) throw tooManySavedSearches();
  return { ...saved, newCount: 0, newCountCapped: false };
}

/** The member's saved searches, newest first, each with its count of students new since they last looked. */
export async function listSavedSearches(member: Member, deps: Pick<AlertsDeps, 'searches' | 'leads'>): Promise<SavedSearchView[]> {
  const views: SavedSearchView[] = [];
  // one after the other: the embedded database answers one statement at a time on a pool of one connection
  for (const search of await deps.searches.ofMember(member.memberId)) views.push(await withCount(member, search, deps));
  return views;
}

export async function deleteSavedSearch(member: Member, id: string, deps: Pick<AlertsDeps, 'searches'>): Promise<void> {
  if (!(await deps.searches.remove(member.memberId, id))) throw savedSearchNotFound();
}

/** The students new since the member last looked: counted, and the newest few as the catalogue would show them. */
export async function newMatchesOf(
  member: Member,
  id: string,
  deps: Pick<AlertsDeps, 'searches' | 'leads'>,
): Promise<{ search: StoredSavedSearch; count: number; capped: boolean; students: StudentLead[] }> {
  const search = await deps.searches.find(member.memberId, id);
  if (!search) throw savedSearchNotFound();
  const found = await deps.leads.newMatches(member, search.query, { after: search.lastViewedAt, cap: NEW_COUNT_CAP, idLimit: 0, sample: NEW_MATCHES_SAMPLE });
  return { search, count: found.count, capped: found.capped, students: found.students };
}

/** Opening a saved search in the portal: from now on only students added later are new. */
export async function markViewed(member: Member, id: string, deps: Pick<AlertsDeps, 'searches'>): Promise<SavedSearchView> {
  const search = await deps.searches.markViewed(member.memberId, id);
  if (!search) throw savedSearchNotFound();
  return { ...search, newCount: 0, newCountCapped: false };
}
