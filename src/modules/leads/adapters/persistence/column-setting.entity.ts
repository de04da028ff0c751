import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

/** Which student columns free and premium members see, and which are masked for free members. */
export const ColumnSettingEntity = defineEntity({
  name: 'ColumnSetting',
  tableName: 'column_settings',
  properties: {
    id: idColumn(),
    columnName: p.text().unique(),
    displayName: p.text(),
    isVisibleFree: p.boolean().default(true),
    isVisiblePremium: p.boolean().default(true),
    isMaskedFree: p.boolean().default(false),
    displayOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
    createdAt: createdAtColumn(),
  },
});
