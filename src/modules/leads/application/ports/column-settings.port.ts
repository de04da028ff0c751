import type { ColumnSetting } from '../../domain/column-policy';

export type ColumnSettings = { all(): Promise<ColumnSetting[]> };
