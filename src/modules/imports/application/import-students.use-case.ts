import * as v from 'valibot';
import type { AuditActor } from '../../../platform/audit/audit-trail';
import { DomainError, isDomainError } from '../../../platform/kernel/domain-error';
import { StudentImportRowSchema } from '../../leads';
import type { ImportedStudent, StudentAdminApi } from '../../leads/contracts';
import { cellProblem, headerRefusal, MAX_IMPORT_RECORDS, TEMPLATE_COLUMNS } from '../domain/import-template';
import type { BatchStatus, ImportBatchRepository, RowError } from './ports/import-batch.repository.port';

/** `actor` is who imports (the admin, or the `make import` command); the audit row commits with the batch's outcome. */
export type ImportInput = { fileName: string; fileSize: number; uploadedBy: string | null; actor: AuditActor; records: AsyncIterable<string[]> };
export type ImportResult = {
  batchId: string;
  status: BatchStatus;
  totalRecords: number;
  imported: number;
  failed: number;
  errors: RowError[];
};
type Deps = { students: Pick<StudentAdminApi, 'existingMobiles' | 'insertImported'>; batches: ImportBatchRepository };

const FIELD_OF = new Map<string, string>(TEMPLATE_COLUMNS);

/** Row numbers are the ones a spreadsheet shows: the header is row 1, the first student row 2. */
export async function importStudents(input: ImportInput, deps: Deps): Promise<ImportResult> {
  const batchId = await deps.batches.start(input);
  let refused = false;
  const refuse = async (code: string, message: string, totalRecords = 0): Promise<never> => {
    refused = true;
    await deps.batches.finish(batchId, { totalRecords, importedRecords: 0, errorRecords: totalRecords, status: 'failed', errorDetails: [], notes: message });
    throw new DomainError('invalid', code, message);
  };

  let headers: string[] | undefined;
  const valid: ImportedStudent[] = [];
  const errors: RowError[] = [];
  let total = 0;
  try {
    for await (const cells of input.records) {
      if (!headers) {
        headers = cells.map((cell) => cell.trim().toLowerCase());
        const refusal = headerRefusal(headers);
        if (refusal) await refuse(refusal.code, refusal.message);
        continue;
      }
      total += 1;
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
  } catch (error) {
    if (refused) throw error;
    // the file could not be read to the end (a quote never closed, say): refused whole, nothing is inserted yet
    if (isDomainError(error)) await refuse(error.code, error.message, total);
    await deps.batches.finish(batchId, { totalRecords: total, importedRecords: 0, errorRecords: total, status: 'failed', errorDetails: [], notes: 'The file could not be read' });
    throw error;
  }
  if (!headers) await refuse('IMPORT.EMPTY_FILE', 'The CSV file is empty. Download the template and add student rows below its header.');
  if (total === 0) await refuse('IMPORT.NO_ROWS', 'The CSV file has a header but no student rows.');
  if (total > MAX_IMPORT_RECORDS) {
    await refuse('IMPORT.TOO_MANY_RECORDS', `The file has ${total.toLocaleString('en-IN')} records; at most ${MAX_IMPORT_RECORDS.toLocaleString('en-IN')} can be imported at once. Split it into smaller files.`, total);
  }

  const firstRowOf = new Map<string, number>();
  const existing = await deps.students.existingMobiles([...new Set(valid.map((s) => s.mobileNumber))]);
  const fresh: ImportedStudent[] = [];
  for (const student of valid) {
    const earlier = firstRowOf.get(student.mobileNumber);
    if (existing.has(student.mobileNumber)) errors.push({ row: student.row, message: `Duplicate mobile number ${student.mobileNumber}: already in the catalogue` });
    else if (earlier) errors.push({ row: student.row, message: `Duplicate mobile number ${student.mobileNumber}: same as row ${earlier}` });
    else {
      firstRowOf.set(student.mobileNumber, student.row);
      fresh.push(student);
    }
  }

  let imported = 0;
  try {
    imported = await deps.students.insertImported(fresh, batchId);
  } catch (error) {
    await deps.batches.finish(batchId, { totalRecords: total, importedRecords: 0, errorRecords: total, status: 'failed', errorDetails: errors, notes: 'The database refused the rows' });
    throw error;
  }
  // a number inserted by someone else between the check and the insert was skipped by the database
  const skippedByRace = fresh.length - imported;
  if (skippedByRace > 0) errors.push({ row: 0, message: `${skippedByRace} rows skipped: their mobile numbers were added to the catalogue during this import` });
  errors.sort((a, b) => a.row - b.row);
  const failed = total - imported;
  const status: BatchStatus = imported === 0 ? 'failed' : failed > 0 ? 'partial' : 'completed';
  await deps.batches.finish(
    batchId,
    { totalRecords: total, importedRecords: imported, errorRecords: failed, status, errorDetails: errors },
    { actor: input.actor, action: 'students.import', subject: { kind: 'import_batch', batchId }, detail: { status, totalRecords: total, imported, failed } },
  );
  return { batchId, status, totalRecords: total, imported, failed, errors };
}
