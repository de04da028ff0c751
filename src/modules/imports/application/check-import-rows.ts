import type { ImportedStudent } from '@modules/leads/contracts';
import { SUPPRESSED_MESSAGE, type PrivacyApi } from '@modules/privacy/contracts';
import { withoutDuplicates, type RowError } from '../domain/import-outcome';
import { readImportRows, type ImportRows } from './read-import-rows';

export type CheckedRows = {
  rows: ImportRows;
  /** the rows that pass every check made before the catalogue is asked */
  fresh: ImportedStudent[];
  /** rows that break a row rule, or whose student may not be imported again (suppressed, ADR 0017) */
  invalid: RowError[];
  /** rows whose mobile number an earlier row of the same file has */
  duplicates: RowError[];
};

export type CheckDeps = { consents?: Partial<Pick<PrivacyApi, 'suppressedAmong'>> };

/**
 * The checks an import makes before it writes anything, shared by the import and its preview (docs/product.md, "Import dialog"): the header
 * and row rules (readImportRows), duplicates inside the file, and suppressed contacts. Throws when the whole file is
 * refused; `progress.records` then says how many records had been read.
 */
export async function checkImportRows(records: AsyncIterable<string[]>, progress: { records: number }, deps: CheckDeps): Promise<CheckedRows> {
  const rows = await readImportRows(records, progress);
  // duplicates within the file are found here; those of the catalogue by the caller (the import by its insert)
  const { fresh: unsuppressed, errors: duplicates } = withoutDuplicates(rows.valid, new Set());
  // ADR 0017: a student who withdrew or was erased does not come back with a later file
  const suppressed = deps.consents?.suppressedAmong
    ? await deps.consents.suppressedAmong(unsuppressed.map((row) => ({ key: row.row, email: row.emailId, mobile: row.mobileNumber })))
    : new Set<number>();
  return {
    rows,
    fresh: unsuppressed.filter((row) => !suppressed.has(row.row)),
    invalid: [...rows.errors, ...[...suppressed].map((row) => ({ row, message: SUPPRESSED_MESSAGE }))],
    duplicates,
  };
}
