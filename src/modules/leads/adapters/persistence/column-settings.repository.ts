import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { sql } from '@platform/db/sql';
import type { ColumnSettings } from '@modules/leads/application/ports/column-settings.port';

/** A `column_settings` row, as the masking reads it. */
type ColumnSettingRow = { column_name: string; is_visible_free: boolean; is_visible_premium: boolean; is_masked_free: boolean; is_active: boolean };

export function createColumnSettingsRepository(orm: Orm): ColumnSettings {
  return {
    async all() {
      const rows = await sql`select column_name, is_visible_free, is_visible_premium, is_masked_free, is_active from column_settings
        order by display_order asc`.rows<ColumnSettingRow>(sessionOf(orm));
      return rows.map((row) => ({
        columnName: row.column_name,
        isVisibleFree: row.is_visible_free,
        isVisiblePremium: row.is_visible_premium,
        isMaskedFree: row.is_masked_free,
        isActive: row.is_active,
      }));
    },
  };
}
