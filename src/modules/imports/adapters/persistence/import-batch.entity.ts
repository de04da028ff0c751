import { defineEntity, p } from '@mikro-orm/core';
import { idColumn } from '@platform/db/columns';

export const ImportBatchEntity = defineEntity({
  name: 'ImportBatch',
  tableName: 'import_batches',
  properties: {
    id: idColumn(),
    fileName: p.text(),
    /** references users(id) on delete set null */
    uploadedBy: p.uuid().nullable(),
    uploadedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    totalRecords: p.integer().default(0),
    importedRecords: p.integer().default(0),
    errorRecords: p.integer().default(0),
    /** 'completed', 'partial', 'failed' or 'processing' */
    status: p.text().default('completed'),
    notes: p.text().nullable(),
    /** JSON list of { row, message } */
    errorDetails: p.text().nullable(),
    fileSize: p.integer().default(0),
    /** docs/product.md, "Undo of an import": an undone batch stays listed, with who undid it (an admin id, or null for a command) and when */
    undoneAt: p.datetime().nullable(),
    undoneBy: p.uuid().nullable(),
    refundedMembers: p.integer().default(0),
    refundedCredits: p.integer().default(0),
  },
});
