import * as v from 'valibot';
import { StudentImportRowSchema } from '@modules/leads';
import type { ImportedStudent } from '@modules/leads/contracts';
import type { RowError } from '../domain/import-outcome';
import { cellProblem, headerRefusal, MAX_IMPORT_RECORDS, TEMPLATE_COLUMNS } from '../domain/import-template';
import { ImportErrors } from '../domain/imports.errors';

const FIELD_OF = new Map<string, string>(TEMPLATE_COLUMNS);

/**
 * Reads the file's records: every valid student and every bad row's error, numbered as a spreadsheet shows them (the
 * header is row 1, the first student row 2). Throws when the whole file is refused (its header, no rows, too many
 * rows, or the parser's own refusal); `progress.records` then says how many records had been read.
 */
export async function readImportRows(
  records: AsyncIterable<string[]>,
  progress: { records: number },
): Promise<{ valid: ImportedStudent[]; errors: RowError[] }> {
  let headers: string[] | undefined;
  const valid: ImportedStudent[] = [];
  const errors: RowError[] = [];
  for await (const cells of records) {
    if (!headers) {
      headers = cells.map((cell) => cell.trim().toLowerCase());
      const refusal = headerRefusal(headers);
      if (refusal) throw refusal;
      continue;
    }
    progress.records += 1;
    const total = progress.records;
    // counting goes on to the end so the message can say how many rows the file has; rows past the limit are not validated
    if (total > MAX_IMPORT_RECORDS) continue;
    const row = total + 1;
    const problem = cellProblem(cells, headers.length);
    if (problem) {
      errors.push({ row, message: problem });
      continue;
    }
    const record = Object.fromEntries(headers.map((header, i) => [FIELD_OF.get(header)!, cells[i] ?? '']));
    const result = v.safeParse(StudentImportRowSchema, record);
    if (result.success) valid.push({ ...result.output, row });
    else errors.push({ row, message: [...new Set(result.issues.map((issue) => issue.message))].join('; ') });
  }
  if (!headers) throw ImportErrors.emptyFile();
  if (progress.records === 0) throw ImportErrors.noRows();
  if (progress.records > MAX_IMPORT_RECORDS) throw ImportErrors.tooManyRecords(progress.records, MAX_IMPORT_RECORDS);
  return { valid, errors };
}
