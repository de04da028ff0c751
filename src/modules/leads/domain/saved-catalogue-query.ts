import * as v from 'valibot';
import { searchTerm } from '@platform/http/schemas';
import { FilterQuerySchema } from './student-query.schema';

/**
 * What a saved search keeps (ADR 0016): the catalogue's filters and search exactly as the list accepts them in its
 * query string (no page, size or order: a saved search is what matches, not how it is shown). Other modules reach it through contracts.ts.
 */
export const SavedCatalogueQuerySchema = v.object({
  ...FilterQuerySchema.entries,
  search: searchTerm,
});

export type SavedCatalogueQuery = v.InferOutput<typeof SavedCatalogueQuerySchema>;

/** The query without blank or 'all' values, so that two saves of the same list store the same object. */
export const compactQuery = (query: SavedCatalogueQuery): SavedCatalogueQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value.toLowerCase() !== 'all')) as SavedCatalogueQuery;
