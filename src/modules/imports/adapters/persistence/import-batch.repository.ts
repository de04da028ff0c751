import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { BatchStatus, ImportBatchRepository, RowError } from '@modules/imports/application/ports/import-batch.repository.port';
import { ImportBatchEntity } from './import-batch.entity';
import { ImportHistoryEntity } from './import-history.entity';

const parseDetails = (text: string | null | undefined): RowError[] => {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    // details written by an older version were free text: show them as one line
    return [{ row: 0, message: text }];
  }
};

export function createImportBatchRepository(orm: Orm): ImportBatchRepository {
  return {
    async start({ fileName, fileSize, uploadedBy }) {
      const em = orm.em.fork();
      const batch = em.create(ImportBatchEntity, { fileName, fileSize, uploadedBy, status: 'processing' });
      await em.flush();
      return batch.id;
    },

    async finish(tx, id, outcome) {
      const em = entityManagerOf(tx);
      const batch = await em.findOneOrFail(ImportBatchEntity, { id });
      const errorDetails = outcome.errorDetails.length ? JSON.stringify(outcome.errorDetails) : null;
      em.assign(batch, {
        totalRecords: outcome.totalRecords,
        importedRecords: outcome.importedRecords,
        errorRecords: outcome.errorRecords,
        status: outcome.status,
        notes: outcome.notes ?? null,
        errorDetails,
      });
      em.create(ImportHistoryEntity, {
        fileName: batch.fileName,
        fileSize: batch.fileSize,
        totalRecords: outcome.totalRecords,
        importedRecords: outcome.importedRecords,
        errorRecords: outcome.errorRecords,
        importType: 'CSV',
        importStatus: outcome.status,
        importedBy: batch.uploadedBy ?? null,
        errorDetails,
      });
    },

    async list({ page, limit, search }) {
      const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const [rows, total] = await orm.em.fork().findAndCount(ImportBatchEntity, like ? { fileName: { $ilike: like } } : {}, {
        orderBy: { uploadedAt: 'desc', id: 'desc' },
        limit,
        offset: (page - 1) * limit,
      });
      return {
        batches: rows.map((row) => ({
          id: row.id,
          fileName: row.fileName,
          uploadedBy: row.uploadedBy ?? null,
          uploadedAt: row.uploadedAt,
          totalRecords: row.totalRecords,
          importedRecords: row.importedRecords,
          errorRecords: row.errorRecords,
          status: row.status as BatchStatus,
          notes: row.notes ?? null,
          errorDetails: parseDetails(row.errorDetails),
          fileSize: row.fileSize,
          undone: row.undoneAt
            ? { at: row.undoneAt, by: row.undoneBy ?? null, refundedMembers: row.refundedMembers, refundedCredits: row.refundedCredits }
            : null,
        })),
        total,
      };
    },

    async markUndone(tx, id, undo) {
      const em = entityManagerOf(tx);
      const marked = await em.execute(
        'update import_batches set undone_at = now(), undone_by = ?, refunded_members = ?, refunded_credits = ? where id = ? and undone_at is null returning id',
        [undo.by, undo.refundedMembers, undo.refundedCredits, id],
      );
      if (marked.length > 0) return 'undone';
      return (await em.execute('select 1 from import_batches where id = ?', [id])).length > 0 ? 'already_undone' : 'not_found';
    },

    async undoState(id) {
      const [row] = await orm.em.fork().execute<{ undone: boolean }[]>('select undone_at is not null as undone from import_batches where id = ?', [id]);
      return !row ? 'not_found' : row.undone ? 'already_undone' : 'open';
    },

    async scrubWithin(tx, values) {
      const em = entityManagerOf(tx);
      let scrubbed = 0;
      for (const value of values.filter((v) => v.length > 0)) {
        const like = `%${value.replace(/[\\%_]/g, '\\$&')}%`;
        const [batches] = await em.execute<{ n: number }[]>(
          `with scrubbed as (
             update import_batches set error_details = replace(error_details, ?, '[erased]'), notes = replace(notes, ?, '[erased]')
             where error_details like ? or notes like ? returning 1)
           select count(*)::int as n from scrubbed`,
          [value, value, like, like],
        );
        const [history] = await em.execute<{ n: number }[]>(
          `with scrubbed as (update import_history set error_details = replace(error_details, ?, '[erased]') where error_details like ? returning 1)
           select count(*)::int as n from scrubbed`,
          [value, like],
        );
        scrubbed += Number(batches?.n ?? 0) + Number(history?.n ?? 0);
      }
      return scrubbed;
    },
  };
}
