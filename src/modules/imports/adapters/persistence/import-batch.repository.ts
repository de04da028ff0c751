import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { empty, raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { BatchStatus, ImportBatchRepository, RowError } from '@modules/imports/application/ports/import-batch.repository.port';

/** An `import_batches` row as the driver answers it. */
type BatchRow = {
  id: string;
  file_name: string;
  uploaded_by: string | null;
  uploaded_at: Date;
  total_records: number;
  imported_records: number;
  error_records: number;
  status: string;
  notes: string | null;
  error_details: string | null;
  file_size: number;
  undone_at: Date | null;
  undone_by: string | null;
  refunded_members: number;
  refunded_credits: number;
};

const BATCH_COLUMNS = raw(`id, file_name, uploaded_by, uploaded_at, total_records, imported_records, error_records, status, notes, error_details,
  file_size, undone_at, undone_by, refunded_members, refunded_credits`);

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

const toBatch = (row: BatchRow) => ({
  id: row.id,
  fileName: row.file_name,
  uploadedBy: row.uploaded_by,
  uploadedAt: new Date(row.uploaded_at),
  totalRecords: row.total_records,
  importedRecords: row.imported_records,
  errorRecords: row.error_records,
  status: row.status as BatchStatus,
  notes: row.notes,
  errorDetails: parseDetails(row.error_details),
  fileSize: row.file_size,
  undone: row.undone_at
    ? { at: new Date(row.undone_at), by: row.undone_by, refundedMembers: row.refunded_members, refundedCredits: row.refunded_credits }
    : null,
});

export function createImportBatchRepository(orm: Orm): ImportBatchRepository {
  return {
    async start({ fileName, fileSize, uploadedBy }) {
      const row =
        await sql`insert into import_batches (file_name, file_size, uploaded_by, status) values (${fileName}, ${fileSize}, ${uploadedBy}, 'processing')
        returning id`.first<{ id: string }>(sessionOf(orm));
      return row!.id;
    },

    async finish(tx, id, outcome) {
      const errorDetails = outcome.errorDetails.length ? JSON.stringify(outcome.errorDetails) : null;
      // the batch's outcome, and its line in the history, in one statement
      const written = await sql`with batch as (
          update import_batches set total_records = ${outcome.totalRecords}, imported_records = ${outcome.importedRecords},
            error_records = ${outcome.errorRecords}, status = ${outcome.status}, notes = ${outcome.notes ?? null}, error_details = ${errorDetails}
          where id = ${id} returning file_name, file_size, uploaded_by)
        insert into import_history (file_name, file_size, total_records, imported_records, error_records, import_type, import_status, imported_by, error_details)
        select file_name, file_size, ${outcome.totalRecords}, ${outcome.importedRecords}, ${outcome.errorRecords}, 'CSV', ${outcome.status}, uploaded_by,
          ${errorDetails} from batch`.run(entityManagerOf(tx));
      if (written !== 1) throw new Error(`Import batch ${id} not found`);
    },

    async list({ page, limit, search }) {
      const em = sessionOf(orm);
      const like = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = like ? sql`where file_name ilike ${like}` : empty;
      const rows = await sql`select ${BATCH_COLUMNS} from import_batches ${where} order by uploaded_at desc, id desc
        limit ${limit} offset ${(page - 1) * limit}`.rows<BatchRow>(em);
      const counted = await sql`select count(*)::int as n from import_batches ${where}`.first<{ n: number }>(em);
      return { batches: rows.map(toBatch), total: counted?.n ?? 0 };
    },

    async markUndone(tx, id, undo) {
      const em = entityManagerOf(tx);
      const marked = await sql`update import_batches set undone_at = now(), undone_by = ${undo.by}, refunded_members = ${undo.refundedMembers},
        refunded_credits = ${undo.refundedCredits} where id = ${id} and undone_at is null`.run(em);
      if (marked > 0) return 'undone';
      return (await sql`select 1 from import_batches where id = ${id}`.first(em)) ? 'already_undone' : 'not_found';
    },

    async undoState(id) {
      const row = await sql`select undone_at is not null as undone from import_batches where id = ${id}`.first<{ undone: boolean }>(sessionOf(orm));
      return !row ? 'not_found' : row.undone ? 'already_undone' : 'open';
    },

    async scrubWithin(tx, values) {
      const em = entityManagerOf(tx);
      let scrubbed = 0;
      for (const value of values.filter((v) => v.length > 0)) {
        const like = `%${value.replace(/[\\%_]/g, '\\$&')}%`;
        scrubbed +=
          await sql`update import_batches set error_details = replace(error_details, ${value}, '[erased]'), notes = replace(notes, ${value}, '[erased]')
          where error_details like ${like} or notes like ${like}`.run(em);
        scrubbed += await sql`update import_history set error_details = replace(error_details, ${value}, '[erased]') where error_details like ${like}`.run(em);
      }
      return scrubbed;
    },
  };
}
