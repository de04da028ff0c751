import type { ColumnSetting } from '@modules/leads/domain/column-policy';

export type ColumnSettings = { all(): Promise<ColumnSetting[]> };
