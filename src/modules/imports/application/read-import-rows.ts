import * as v from 'valibot';
import { StudentImportRowSchema } from '@modules/leads';
import { FRESHNESS_IMPORT_COLUMNS, freshnessProblem, type ImportedStudent } from '@modules/leads/contracts';
import {
  CONSENT_COLUMNS,
  DO_NOT_CONTACT_COLUMNS,
  readConsentCells,
  readDoNotContactCell,
  type DoNotContactReason,
  type ImportedConsent,
} from '@modules/privacy/contracts';
import type { RowError } from '../domain/import-outcome';
import { cellProblem, headerRefusal, MAX_IMPORT_RECORDS, TEMPLATE_COLUMNS } from '../domain/import-template';
import { ImportErrors } from '../domain/imports.errors';

const FIELD_OF = new Map<string, string>([...TEMPLATE_COLUMNS, ...FRESHNESS_IMPORT_COLUMNS]);
const IS_CONSENT_COLUMN = new Set<string>(CONSENT_COLUMNS);
const IS_DO_NOT_CONTACT_COLUMN = new Set<string>(DO_NOT_CONTACT_COLUMNS);

export type ImportRows = {
  valid: ImportedStudent[];
  errors: RowError[];
  consents: Map<number, ImportedConsent>;
  /** ADR 0017: the rows (by sheet row) whose do_not_contact cell flags them */
  doNotContact: Map<number, DoNotContactReason>;
  /** docs/product.md, "Import dialog": the header row as read, and every row's cells as the file held them (by sheet row), for the failed-rows file */
  headers: string[];
  cells: Map<number, string[]>;
};

/**
 * Reads the file's records: every valid student and every bad row's error, numbered as a spreadsheet shows them (the
 * header is row 1, the first student row 2). Throws when the whole file is refused (its header, no rows, too many
 * rows, or the parser's own refusal); `progress.records` then says how many records had been read.
 */
export async function readImportRows(
  records: AsyncIterable<string[]>,
  progress: { records: number },
  today: string = new Date().toISOString().slice(0, 10),
): Promise<ImportRows> {
  let headers: string[] | undefined;
  const valid: ImportedStudent[] = [];
  /** ADR 0013: the consent of each valid row (by sheet row) that names one; the others import as "consent not recorded" */
  const consents = new Map<number, ImportedConsent>();
  const doNotContact = new Map<number, DoNotContactReason>();
  const errors: RowError[] = [];
  const cellsOf = new Map<number, string[]>();
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
    cellsOf.set(row, cells);
    const problem = cellProblem(cells, headers.length);
    if (problem) {
      errors.push({ row, message: problem });
      continue;
    }
    const named = headers.map((header, i) => [header, cells[i] ?? ''] as const);
    const record = Object.fromEntries(named.flatMap(([header, cell]) => (FIELD_OF.has(header) ? [[FIELD_OF.get(header)!, cell]] : [])));
    const consent = readConsentCells(Object.fromEntries(named.filter(([header]) => IS_CONSENT_COLUMN.has(header))), today);
    const flag = readDoNotContactCell(named.find(([header]) => IS_DO_NOT_CONTACT_COLUMN.has(header))?.[1]);
    const result = v.safeParse(StudentImportRowSchema, record);
    const problems = [
      ...(result.success ? [] : result.issues.map((issue) => issue.message)),
      ...(result.success && freshnessProblem(result.output) ? [freshnessProblem(result.output)!] : []),
      ...(consent.problem ? [consent.problem] : []),
      ...(flag.problem ? [flag.problem] : []),
    ];
    if (problems.length > 0) errors.push({ row, message: [...new Set(problems)].join('; ') });
    else if (result.success) {
      valid.push({ ...result.output, row });
      if (consent.consent) consents.set(row, consent.consent);
      if (flag.reason) doNotContact.set(row, flag.reason);
    }
  }
  if (!headers) throw ImportErrors.emptyFile();
  if (progress.records === 0) throw ImportErrors.noRows();
  if (progress.records > MAX_IMPORT_RECORDS) throw ImportErrors.tooManyRecords(progress.records, MAX_IMPORT_RECORDS);
  return { valid, errors, consents, doNotContact, headers, cells: cellsOf };
}
