import * as v from 'valibot';
import { StudentLeadSchema } from '@modules/leads';
import { SavedCatalogueQuerySchema } from '@modules/leads/contracts';
import { CADENCES, NAME_MAX_LENGTH, NEW_COUNT_CAP } from '@modules/alerts/domain/saved-search.schema';

const Cadence = v.pipe(
  v.picklist(CADENCES, `cadence must be one of ${CADENCES.join(', ')}`),
  v.description('daily or weekly: an e-mail digest of new matches at that pace (and the saved_search.matched webhook); off: none'),
);

export const SaveSearchBody = v.object({
  name: v.pipe(
    v.string('name is required'),
    v.trim(),
    v.minLength(1, 'Give the search a name'),
    v.maxLength(NAME_MAX_LENGTH, `Names are limited to ${NAME_MAX_LENGTH} characters`),
  ),
  cadence: v.optional(Cadence, 'daily'),
  query: v.pipe(
    SavedCatalogueQuerySchema,
    v.description("The portal's filters and search, with the names and values GET /api/public/students accepts (blank or 'all' values are dropped)"),
  ),
});

export const savedSearchIdParam = v.object({ id: v.pipe(v.string(), v.uuid('Not a valid saved search id')) });

const Query = v.record(v.string(), v.string());

export const SavedSearchSchema = v.object({
  id: v.string(),
  name: v.string(),
  query: v.pipe(Query, v.description('The filters and search as saved: apply them as the query string of the portal (and of GET /api/public/students)')),
  cadence: v.picklist(CADENCES),
  createdAt: v.string(),
  lastViewedAt: v.string(),
  newCount: v.pipe(
    v.nullable(v.number()),
    v.description(
      `Students matching it added since the member last opened it, counted up to ${NEW_COUNT_CAP.toLocaleString('en-IN')} (see newCountCapped); null when the count took too long`,
    ),
  ),
  newCountCapped: v.pipe(v.boolean(), v.description(`true when there are more than ${NEW_COUNT_CAP.toLocaleString('en-IN')} (say "1,000+")`)),
});

export const SavedSearchList = v.object({ savedSearches: v.array(SavedSearchSchema) });
export const SavedSearchAnswer = v.object({ message: v.string(), savedSearch: SavedSearchSchema });
export const Deleted = v.object({ message: v.string() });

export const NewMatchesAnswer = v.object({
  savedSearchId: v.string(),
  since: v.pipe(v.string(), v.description('When the member last opened the saved search (or saved it)')),
  count: v.number(),
  countIsCapped: v.boolean(),
  students: v.pipe(
    v.array(StudentLeadSchema),
    v.description('The newest few (at most 5), exactly as the catalogue shows them to this member: contacts masked unless premium or unlocked'),
  ),
});
