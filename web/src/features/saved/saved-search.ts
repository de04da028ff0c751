import * as v from 'valibot';
import { optionalChoiceParam, pageParam, sizeParam, textParam } from '@/lib/search-params';
import { FILTERS, type FilterKey, type SavedFilters } from './components/saved-filtering';

export const SAVED_PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;

const filterParams = Object.fromEntries(FILTERS.map(({ key }) => [key, textParam(120)])) as Record<FilterKey, ReturnType<typeof textParam>>;

/**
 * The saved page's view in the address bar: the collection shown, search, the eleven filters, page and page size.
 * A value it cannot read is the default; a collection the member does not have falls back to All Collections.
 */
export const SavedSearchSchema = v.object({
  collection: textParam(64),
  search: textParam(100),
  ...filterParams,
  /** issue 29 §4: "Hide DND numbers" */
  dnd: optionalChoiceParam(['exclude']),
  page: pageParam(10_000),
  limit: sizeParam(SAVED_PAGE_SIZES, 20),
});

export type SavedSearch = v.InferOutput<typeof SavedSearchSchema>;

export const SAVED_DEFAULTS = { page: 1, limit: 20 } as const;

export const savedFiltersOf = (search: SavedSearch): SavedFilters =>
  Object.fromEntries([...FILTERS.map(({ key }) => [key, search[key]]), ['dnd', search.dnd]].filter(([, value]) => value !== undefined));
