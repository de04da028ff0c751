import type { Orm } from '@platform/db/orm';
import type { ColumnSettings } from '@modules/leads/application/ports/column-settings.port';
import { ColumnSettingEntity } from './column-setting.entity';

export function createColumnSettingsRepository(orm: Orm): ColumnSettings {
  return {
    async all() {
      const rows = await orm.em.fork().find(ColumnSettingEntity, {}, { orderBy: { displayOrder: 'asc' } });
      return rows.map(({ columnName, isVisibleFree, isVisiblePremium, isMaskedFree, isActive }) => ({
        columnName,
        isVisibleFree,
        isVisiblePremium,
        isMaskedFree,
        isActive,
      }));
    },
  };
}
