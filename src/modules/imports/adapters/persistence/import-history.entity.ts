import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '@platform/db/columns';

export const ImportHistoryEntity = defineEntity({
  name: 'ImportHistory',
  tableName: 'import_history',
  properties: {
    id: idColumn(),
    fileName: p.text(),
    fileSize: p.integer().default(0),
    totalRecords: p.integer().default(0),
    importedRecords: p.integer().default(0),
    errorRecords: p.integer().default(0),
    importType: p.text().default('CSV'),
    importStatus: p.text().default('completed'),
    /** the admin's id */
    importedBy: p.uuid().nullable(),
    errorDetails: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});
