import type { ColumnSetting } from '../domain/column-policy';
import type { ColumnSettings } from './ports/column-settings.port';
import type { ttlCache } from './ttl-cache';

/**
 * column_settings is read by every student answer and changed only by operators (SQL), so it is cached briefly:
 * an operator's change applies within this time.
 */
export const COLUMN_SETTINGS_TTL_MS = 30_000;
export const withCachedColumnSettings = (settings: ColumnSettings, cache: ReturnType<typeof ttlCache<ColumnSetting[]>>): ColumnSettings => ({
  all: () => cache('all', () => settings.all()),
});
