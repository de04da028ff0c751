import * as v from 'valibot';
import { searchTerm } from '@platform/http/schemas';
import { FilterQuerySchema } from './student-query.schema';

/** ADR 0024: leave out the students on the member's institution's exclusion list (the list's and a saved search's). */
export const ExcludeListedSchema = v.optional(
  v.pipe(
    v.picklist(['true', 'false', ''], 'excludeListed must be true or false'),
    v.description("ADR 0024: true leaves out the students on your institution's exclusion list (those answered with `inYourList`); false or absent lists them"),
  ),
);

/**
 * What a saved search keeps (ADR 0016): the catalogue's filters, search and exclusion-list choice exactly as the list
 * accepts them in its query string (no page, size or order: a saved search is what matches, not how it is shown).
 * Other modules reach it through contracts.ts.
 */
export const SavedCatalogueQuerySchema = v.object({
  ...FilterQuerySchema.entries,
  search: searchTerm,
  excludeListed: ExcludeListedSchema,
});

export type SavedCatalogueQuery = v.InferOutput<typeof SavedCatalogueQuerySchema>;

/** The query without blank, 'all' or excludeListed=false values, so that two saves of the same list store the same object. */
export const compactQuery = (query: SavedCatalogueQuery): SavedCatalogueQuery =>
  Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => value !== undefined && value !== '' && value.toLowerCase() !== 'all' && !(key === 'excludeListed' && value === 'false'),
    ),
  ) as SavedCatalogueQuery;
