import { ApiError } from './api-error';

/**
 * ADR 0014: the list refusals a person can act on, with the server's own words: a page past the result window, a
 * search too short for the index, a list too broad to sort in time. Anything else is an ordinary failure.
 */
export type ListRefusal = { code: 'CATALOGUE.BEYOND_WINDOW' | 'CATALOGUE.SEARCH_TOO_SHORT' | 'CATALOGUE.TOO_BROAD'; message: string };

const REFUSALS = new Set(['CATALOGUE.BEYOND_WINDOW', 'CATALOGUE.SEARCH_TOO_SHORT', 'CATALOGUE.TOO_BROAD']);

export function listRefusal(error: unknown): ListRefusal | null {
  if (!(error instanceof ApiError) || !error.body?.code || !REFUSALS.has(error.body.code)) return null;
  return { code: error.body.code as ListRefusal['code'], message: error.serverMessage ?? '' };
}

/** "Only the first 10,000 … can be paged": shown under a list cut by its result window, or nothing. */
export function windowNote(total: number, resultWindow: number | null | undefined): string | null {
  if (resultWindow === null || resultWindow === undefined || total <= resultWindow) return null;
  return `Only the first ${resultWindow.toLocaleString('en-IN')} can be paged: narrow with filters or a search to see the rest.`;
}
