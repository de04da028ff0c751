import type { DomainError } from '@platform/kernel/domain-error';
import { ImportErrors } from './imports.errors';
import { MAX_IMPORT_BYTES } from './import-template';

export type RowError = { row: number; message: string };
export type BatchStatus = 'completed' | 'partial' | 'failed' | 'processing';

/** The admin portal's upload is refused before it is read: a .csv file of at most MAX_IMPORT_BYTES only. */
export function uploadRefusal(file: { name: string; size: number }): DomainError | null {
  if (!/\.csv$/i.test(file.name)) return ImportErrors.notCsv();
  if (file.size > MAX_IMPORT_BYTES) return ImportErrors.fileTooLarge(MAX_IMPORT_BYTES);
  return null;
}

/**
 * Keeps the first row of each mobile number that the catalogue does not hold yet; every other row gets its error,
 * numbered as the spreadsheet shows it.
 */
export function withoutDuplicates<T extends { row: number; mobileNumber: string }>(
  rows: readonly T[],
  inCatalogue: ReadonlySet<string>,
): { fresh: T[]; errors: RowError[] } {
  const firstRowOf = new Map<string, number>();
  const fresh: T[] = [];
  const errors: RowError[] = [];
  for (const row of rows) {
    const earlier = firstRowOf.get(row.mobileNumber);
    if (inCatalogue.has(row.mobileNumber)) errors.push({ row: row.row, message: `Duplicate mobile number ${row.mobileNumber}: already in the catalogue` });
    else if (earlier) errors.push({ row: row.row, message: `Duplicate mobile number ${row.mobileNumber}: same as row ${earlier}` });
    else {
      firstRowOf.set(row.mobileNumber, row.row);
      fresh.push(row);
    }
  }
  return { fresh, errors };
}

export const batchStatus = (imported: number, failed: number): BatchStatus => (imported === 0 ? 'failed' : failed > 0 ? 'partial' : 'completed');

const rows = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** The answer's one-line message ("1 row", not "1 rows"). */
export const importSummary = (imported: number, total: number) =>
  imported === total
    ? `Successfully imported ${imported} students`
    : imported === 0
      ? total === 1
        ? 'No students were imported: the row had errors'
        : `No students were imported: all ${total} rows had errors`
      : `Imported ${imported} of ${total} students; ${rows(total - imported)} had errors`;

/** The preview's one-line message (docs/product.md, "Import dialog"). */
export const previewSummary = (valid: number, total: number) =>
  valid < total ? `${valid} of ${rows(total)} can be imported` : total === 1 ? 'The row can be imported' : `All ${total} rows can be imported`;
