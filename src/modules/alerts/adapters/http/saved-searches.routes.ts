import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse } from '@platform/http/schemas';
import type { AlertsDeps } from '@modules/alerts/application/alerts-deps';
import {
  deleteSavedSearch,
  listSavedSearches,
  markViewed,
  newMatchesOf,
  type SavedSearchView,
  saveSearch,
} from '@modules/alerts/application/saved-searches.use-case';
import { Deleted, NewMatchesAnswer, SavedSearchAnswer, SavedSearchList, SaveSearchBody, savedSearchIdParam } from './saved-searches.schemas';

const tags = ['Saved searches'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

const view = (search: SavedSearchView) => ({
  id: search.id,
  name: search.name,
  query: search.query as Record<string, string>,
  cadence: search.cadence,
  createdAt: search.createdAt.toISOString(),
  lastViewedAt: search.lastViewedAt.toISOString(),
  newCount: search.newCount,
  newCountCapped: search.newCountCapped,
});

const viewer = (member: { id: string; institutionId: string; isPremium: boolean }) => ({
  memberId: member.id,
  institutionId: member.institutionId,
  isPremium: member.isPremium,
});

/** A member's saved searches of the catalogue (ADR 0016); another member's answer 404. */
export const savedSearchesRoutes = (deps: AlertsDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'alerts.routes', prefix: '/api/website' })
    .use(deps.auth)
    .get('/saved-searches', async ({ member }) => ({ savedSearches: (await listSavedSearches(viewer(member), deps)).map(view) }), {
      verifiedMember: true,
      response: { 200: SavedSearchList, ...denied },
      detail: {
        operationId: 'listSavedSearches',
        tags,
        summary: 'Your saved searches, newest first, each with how many students matching it were added since you last opened it',
      },
    })
    .post(
      '/saved-searches',
      async ({ member, body, set }) => {
        const saved = await saveSearch(viewer(member), body, deps);
        set.status = 201;
        return { message: 'Search saved', savedSearch: view(saved) };
      },
      {
        verifiedMember: true,
        body: SaveSearchBody,
        response: { 201: SavedSearchAnswer, 400: ErrorResponse, ...denied, 409: ErrorResponse },
        detail: {
          operationId: 'createSavedSearch',
          tags,
          summary: "Save the portal's current filters and search under a name, with a daily, weekly or no e-mail digest",
          description:
            'The query is checked as the catalogue checks it: 400 on a bad filter value, 400 CATALOGUE.SEARCH_TOO_SHORT on a search without three letters or digits in a row. 409 SAVED_SEARCHES.LIMIT past 20 saved searches.',
        },
      },
    )
    .delete(
      '/saved-searches/:id',
      async ({ member, params }) => {
        await deleteSavedSearch(viewer(member), params.id, deps);
        return { message: 'Saved search deleted' };
      },
      {
        verifiedMember: true,
        params: savedSearchIdParam,
        response: { 200: Deleted, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: { operationId: 'deleteSavedSearch', tags, summary: 'Delete a saved search (its digest stops)' },
      },
    )
    .get(
      '/saved-searches/:id/new-matches',
      async ({ member, params }) => {
        const found = await newMatchesOf(viewer(member), params.id, deps);
        return {
          savedSearchId: found.search.id,
          since: found.search.lastViewedAt.toISOString(),
          count: found.count,
          countIsCapped: found.capped,
          students: found.students,
        };
      },
      {
        verifiedMember: true,
        params: savedSearchIdParam,
        response: { 200: NewMatchesAnswer, 400: ErrorResponse, ...denied, 404: ErrorResponse, 422: ErrorResponse },
        detail: {
          operationId: 'listSavedSearchNewMatches',
          tags,
          summary: 'Students matching a saved search added since you last opened it: the count and the newest few, masked as the catalogue masks them',
          description: 'Changes nothing: POST …/viewed marks the search as seen. 422 CATALOGUE.TOO_BROAD when the count takes too long.',
        },
      },
    )
    .post(
      '/saved-searches/:id/viewed',
      async ({ member, params }) => ({ message: 'Marked as seen', savedSearch: view(await markViewed(viewer(member), params.id, deps)) }),
      {
        verifiedMember: true,
        params: savedSearchIdParam,
        response: { 200: SavedSearchAnswer, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'markSavedSearchViewed',
          tags,
          summary: 'Mark a saved search as seen (the portal does so when you open it): only students added later count as new',
        },
      },
    );
