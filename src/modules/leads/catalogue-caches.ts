import type { ColumnSettings } from './application/ports/column-settings.port';
import type { ttlCache } from './application/ttl-cache';
import type { CatalogueFacets } from './contracts';
import type { ColumnSetting } from './domain/column-policy';
import type { StudentAdmin } from './student-admin.facade';

/** The dashboard's facets are full-table aggregates: cached 60 s, as the screens cache them anyway. */
export const withCachedFacets = (admin: StudentAdmin, cache: ReturnType<typeof ttlCache<CatalogueFacets>>): StudentAdmin => ({
  ...admin,
  facets: (top) => cache(String(top), () => admin.facets(top)),
});

/** What changes the catalogue; once done, this copy's shared pages are read again (application/shared-pages.ts). */
export const CATALOGUE_CHANGES = ['create', 'update', 'edit', 'remove', 'removeMany', 'bulkUpdate', 'eraseWithin', 'insertImported', 'deleteByBatch'] as const;

/**
 * column_settings is read by every student answer and changed only by operators (SQL), so it is cached briefly:
 * an operator's change applies within this time.
 */
export const COLUMN_SETTINGS_TTL_MS = 30_000;
export const withCachedColumnSettings = (settings: ColumnSettings, cache: ReturnType<typeof ttlCache<ColumnSetting[]>>): ColumnSettings => ({
  all: () => cache('all', () => settings.all()),
});
