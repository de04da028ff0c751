import type { AuditActor, AuditEntry, AuditTrail } from '@platform/audit/audit-trail';
import { isDomainError } from '@platform/kernel/domain-error';
import type { UnitOfWork } from '@platform/kernel/transaction';
import type { StudentAdminApi } from '@modules/leads/contracts';
import type { PrivacyApi } from '@modules/privacy/contracts';
import { failedRowsTable, type FailedRowsTable } from '../domain/failed-rows';
import { batchStatus, withoutDuplicates } from '../domain/import-outcome';
import { checkImportRows } from './check-import-rows';
import type { BatchOutcome, BatchStatus, ImportBatchRepository, RowError } from './ports/import-batch.repository.port';
import type { ImportRows } from './read-import-rows';

/** `actor` is who imports (the admin, or the `make import` command); the audit row commits with the batch's outcome. */
export type ImportInput = { fileName: string; fileSize: number; uploadedBy: string | null; actor: AuditActor; records: AsyncIterable<string[]> };
export type ImportResult = {
  batchId: string;
  status: BatchStatus;
  totalRecords: number;
  imported: number;
  failed: number;
  errors: RowError[];
  /** docs/product.md, "Import dialog": the rows not imported with their cells, for the failed-rows file */
  failedRows: FailedRowsTable;
};
export type ImportDeps = {
  students: Pick<StudentAdminApi, 'insertImported'> & Partial<Pick<StudentAdminApi, 'idsOfMobiles'>>;
  /**
   * ADR 0013: records the consents and do-not-contact flags of the consent template's rows (without it they import as
   * "consent not recorded"), and refuses rows whose e-mail or mobile number is on the suppression list (ADR 0017)
   */
  consents?: Pick<PrivacyApi, 'recordImported'> & Partial<Pick<PrivacyApi, 'suppressedAmong' | 'recordImportedDoNotContact'>>;
  batches: ImportBatchRepository;
  unitOfWork: UnitOfWork;
  audit: AuditTrail;
};

const failed = (totalRecords: number, notes: string, errorDetails: RowError[] = []): BatchOutcome => ({
  totalRecords,
  importedRecords: 0,
  errorRecords: totalRecords,
  status: 'failed',
  errorDetails,
  notes,
});

/** Imports the valid rows and reports the others; the batch records the outcome, even when the file is refused whole. */
export async function importStudents(input: ImportInput, deps: ImportDeps): Promise<ImportResult> {
  const batchId = await deps.batches.start(input);
  const finish = (outcome: BatchOutcome, audited?: AuditEntry) =>
    deps.unitOfWork(async (tx) => {
      await deps.batches.finish(tx, batchId, outcome);
      if (audited) await deps.audit.recordWithin(tx, audited);
    });

  const progress = { records: 0 };
  const checked = await checkImportRows(input.records, progress, deps).catch(async (error: unknown) => {
    // refused whole (a wrong header, a quote never closed, …): nothing is inserted yet
    await finish(failed(progress.records, isDomainError(error) ? error.message : 'The file could not be read'));
    throw error;
  });
  const { rows, fresh } = checked;
  const total = progress.records;
  // duplicates of the catalogue are found by the insert itself, which skips them (one pass over the mobile-number
  // index instead of a lookup of every number first and the insert's own check after it)
  const errors = [...checked.invalid, ...checked.duplicates];

  const inserted = await deps.students.insertImported(fresh, batchId).catch(async (error: unknown) => {
    await finish(failed(total, 'The database refused the rows', errors));
    throw error;
  });
  const { errors: inCatalogue } = withoutDuplicates(
    fresh.filter((row) => !inserted.has(row.mobileNumber)),
    new Set(fresh.map((row) => row.mobileNumber)),
  );
  errors.push(...inCatalogue);
  const imported = inserted.size;
  // only the rows this batch inserted: one skipped as already in the catalogue is someone else's record
  await recordConsents(
    batchId,
    fresh.filter((row) => inserted.has(row.mobileNumber)),
    rows,
    deps,
  );
  errors.sort((a, b) => a.row - b.row);
  const failedRows = failedRowsTable(rows.headers, errors, rows.cells);
  const status = batchStatus(imported, total - imported);
  const outcome = { totalRecords: total, importedRecords: imported, errorRecords: total - imported, status, errorDetails: errors };
  await finish(outcome, {
    actor: input.actor,
    action: 'students.import',
    subject: { kind: 'import_batch', batchId },
    detail: { status, totalRecords: total, imported, failed: total - imported },
  });
  return { batchId, status, totalRecords: total, imported, failed: total - imported, errors, failedRows };
}

/**
 * The consents and do-not-contact flags of the rows this batch inserted (a row already in the catalogue is someone
 * else's record: not theirs to consent for).
 */
async function recordConsents(
  batchId: string,
  fresh: readonly { row: number; mobileNumber: string }[],
  rows: Pick<ImportRows, 'consents' | 'doNotContact'>,
  deps: ImportDeps,
) {
  if ((rows.consents.size === 0 && rows.doNotContact.size === 0) || !deps.consents || !deps.students.idsOfMobiles) return;
  const named = fresh.filter((student) => rows.consents.has(student.row) || rows.doNotContact.has(student.row));
  const ids = await deps.students.idsOfMobiles(
    named.map((student) => student.mobileNumber),
    batchId,
  );
  const withId = named.flatMap((student) => {
    const studentId = ids.get(student.mobileNumber);
    return studentId ? [{ studentId, row: student.row }] : [];
  });
  const consents = withId.flatMap(({ studentId, row }) => (rows.consents.has(row) ? [{ studentId, consent: rows.consents.get(row)! }] : []));
  if (consents.length > 0) await deps.consents.recordImported(batchId, consents);
  const flags = withId.flatMap(({ studentId, row }) => (rows.doNotContact.has(row) ? [{ studentId, reason: rows.doNotContact.get(row)! }] : []));
  if (flags.length > 0) await deps.consents.recordImportedDoNotContact?.(flags);
}
