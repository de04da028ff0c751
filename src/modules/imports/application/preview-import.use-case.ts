import type { StudentAdminApi } from '@modules/leads/contracts';
import { failedRowsTable, type FailedRowsTable } from '../domain/failed-rows';
import { uploadRefusal, withoutDuplicates, type RowError } from '../domain/import-outcome';
import { checkImportRows, type CheckDeps } from './check-import-rows';

export type PreviewInput = { fileName: string; fileSize: number; records: AsyncIterable<string[]> };
export type ImportPreview = {
  totalRecords: number;
  /** rows the import would insert, if the catalogue does not change in between */
  valid: number;
  /** rows that break a row rule, or whose student may not be imported again */
  invalid: number;
  /** rows whose mobile number an earlier row of the file, or the catalogue, already has */
  duplicate: number;
  errors: RowError[];
  failedRows: FailedRowsTable;
};
export type PreviewDeps = CheckDeps & { students: Pick<StudentAdminApi, 'existingMobiles'> };

/**
 * The import's dry run (docs/product.md, "Import dialog"): the same checks as the import (checkImportRows), then the catalogue's duplicates
 * looked up instead of skipped by an insert. Writes nothing: no batch, no students, no audit row. A file the import
 * would refuse whole is refused the same way.
 */
export async function previewImport(input: PreviewInput, deps: PreviewDeps): Promise<ImportPreview> {
  const refusal = uploadRefusal({ name: input.fileName, size: input.fileSize });
  if (refusal) throw refusal;
  const progress = { records: 0 };
  const checked = await checkImportRows(input.records, progress, deps);
  const known = await deps.students.existingMobiles(checked.fresh.map((row) => row.mobileNumber));
  const { fresh, errors: inCatalogue } = withoutDuplicates(checked.fresh, known);
  const errors = [...checked.invalid, ...checked.duplicates, ...inCatalogue].sort((a, b) => a.row - b.row);
  return {
    totalRecords: progress.records,
    valid: fresh.length,
    invalid: checked.invalid.length,
    duplicate: checked.duplicates.length + inCatalogue.length,
    errors,
    failedRows: failedRowsTable(checked.rows.headers, errors, checked.rows.cells),
  };
}
