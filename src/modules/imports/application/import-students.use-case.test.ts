import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import { systemActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import type { ImportedStudent } from '../../leads/contracts';
import { TEMPLATE_HEADERS } from '../domain/import-template';
import { importStudents } from './import-students.use-case';
import type { BatchOutcome, ImportBatchRepository } from './ports/import-batch.repository.port';

const actor = systemActor('make import');
const BATCH = '00000000-0000-4000-8000-00000000b001';

/** A template row with this mobile number (the other fields valid). */
const row = (mobile: string, name = 'Aarav Sharma') =>
  TEMPLATE_HEADERS.map((header) =>
    ({ student_name: name, email_id: `s${mobile}@example.in`, mobile_number: mobile, stream: 'Science', city: 'Pune', state: 'Maharashtra' })[header] ?? '',
  );

async function* records(...rows: string[][]) {
  yield* rows;
}

function world(inCatalogue: string[] = []) {
  const db = fakeTransactions();
  const outcomes: BatchOutcome[] = [];
  const inserted: ImportedStudent[] = [];
  const batches = {
    start: async () => BATCH,
    async finish(tx: Transaction, _id: string, outcome: BatchOutcome) {
      if (db.isOpen(tx)) outcomes.push(outcome);
    },
  } as unknown as ImportBatchRepository;
  const students = {
    existingMobiles: async (mobiles: readonly string[]) => new Set(mobiles.filter((m) => inCatalogue.includes(m))),
    async insertImported(rows: readonly ImportedStudent[]) {
      inserted.push(...rows);
      return rows.length;
    },
  };
  return { db, outcomes, inserted, deps: { students, batches, unitOfWork: db.unitOfWork, audit: db.audit } };
}

const input = (content: AsyncIterable<string[]>) => ({ fileName: 'students.csv', fileSize: 100, uploadedBy: null, actor, records: content });

describe('importing a students file', () => {
  it('inserts the fresh rows, reports the duplicates by spreadsheet row, and audits the outcome with it', async () => {
    const { db, outcomes, inserted, deps } = world(['9800000003']);
    const result = await importStudents(input(records([...TEMPLATE_HEADERS], row('9800000001'), row('9800000001'), row('9800000003'), row('123'))), deps);
    expect(inserted.map((s) => [s.row, s.mobileNumber])).toEqual([[2, '9800000001']]);
    expect(result).toEqual({
      batchId: BATCH,
      status: 'partial',
      totalRecords: 4,
      imported: 1,
      failed: 3,
      errors: [
        { row: 3, message: 'Duplicate mobile number 9800000001: same as row 2' },
        { row: 4, message: 'Duplicate mobile number 9800000003: already in the catalogue' },
        { row: 5, message: 'Valid mobile number required' },
      ],
    });
    expect(outcomes).toEqual([{ totalRecords: 4, importedRecords: 1, errorRecords: 3, status: 'partial', errorDetails: result.errors }]);
    expect(db.audited).toEqual([
      { actor, action: 'students.import', subject: { kind: 'import_batch', batchId: BATCH }, detail: { status: 'partial', totalRecords: 4, imported: 1, failed: 3 } },
    ]);
  });

  it('refuses a wrong header whole: nothing inserted, the batch failed with the reason, no audit row', async () => {
    const { db, outcomes, inserted, deps } = world();
    const headers = TEMPLATE_HEADERS.map((header) => (header === 'email_id' ? 'Email' : header));
    await expect(importStudents(input(records(headers, row('9800000001'))), deps)).rejects.toMatchObject({ code: 'IMPORT.BAD_HEADER' });
    expect(inserted).toEqual([]);
    expect(outcomes).toEqual([
      expect.objectContaining({ totalRecords: 0, importedRecords: 0, status: 'failed', notes: expect.stringContaining('missing columns: email_id') }),
    ]);
    expect(db.audited).toEqual([]);
  });

  it('records how far a file that breaks off was read', async () => {
    const { outcomes, deps } = world();
    async function* brokenOff() {
      yield [...TEMPLATE_HEADERS];
      yield row('9800000001');
      throw new Error('socket hang up');
    }
    await expect(importStudents(input(brokenOff()), deps)).rejects.toThrow('socket hang up');
    expect(outcomes).toEqual([{ totalRecords: 1, importedRecords: 0, errorRecords: 1, status: 'failed', errorDetails: [], notes: 'The file could not be read' }]);
  });
});
