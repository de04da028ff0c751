import { describe, expect, it } from 'bun:test';
import { systemActor } from '@platform/audit/audit-trail';
import { TEMPLATE_HEADERS } from '../domain/import-template';
import { importStudents } from './import-students.use-case';
import { inMemoryImports } from './testing/in-memory-imports';

const actor = systemActor('make import');

/** A template row with this mobile number, its other required fields filled. */
const row = (mobile: string) =>
  TEMPLATE_HEADERS.map(
    (header) =>
      ({ student_name: 'Aarav Sharma', email_id: `s${mobile}@example.in`, mobile_number: mobile, stream: 'Science', city: 'Pune', state: 'Maharashtra' })[
        header
      ] ?? '',
  );

async function* records(...rows: string[][]) {
  yield* rows;
}

const input = (content: AsyncIterable<string[]>) => ({ fileName: 'students.csv', fileSize: 100, uploadedBy: null, actor, records: content });

describe('importing a students file', () => {
  it('inserts the fresh rows, reports the others by spreadsheet row, and audits the outcome with it', async () => {
    const { world, deps } = inMemoryImports(['9800000003']);
    const result = await importStudents(input(records([...TEMPLATE_HEADERS], row('9800000001'), row('9800000001'), row('9800000003'), row('123'))), deps);
    const { failedRows, ...summary } = result;
    expect(summary).toEqual({
      batchId: 'batch-1',
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
    // docs/product.md, "Import dialog": the failed rows with their own cells, for the admin to download
    expect(failedRows.headers.slice(0, 4)).toEqual(['row', 'error', 'student_name', 'email_id']);
    expect(failedRows.rows.map((cells) => [cells[0], cells[4]])).toEqual([
      ['3', '9800000001'],
      ['4', '9800000003'],
      ['5', '123'],
    ]);
    expect(world.catalogue.get('9800000001')).toEqual({ batchId: 'batch-1', row: 2 });
    expect(world.batches.get('batch-1')).toEqual({ totalRecords: 4, importedRecords: 1, errorRecords: 3, status: 'partial', errorDetails: result.errors });
    expect(world.audit).toEqual([
      {
        actor,
        action: 'students.import',
        subject: { kind: 'import_batch', batchId: 'batch-1' },
        detail: { status: 'partial', totalRecords: 4, imported: 1, failed: 3 },
      },
    ]);
  });

  it('refuses a wrong header whole: nothing inserted, the batch failed with the reason, no audit row', async () => {
    const { world, deps } = inMemoryImports();
    const headers = TEMPLATE_HEADERS.map((header) => (header === 'email_id' ? 'Email' : header));
    await expect(importStudents(input(records(headers, row('9800000001'))), deps)).rejects.toMatchObject({ code: 'IMPORT.BAD_HEADER' });
    expect(world.catalogue.size).toBe(0);
    expect(world.batches.get('batch-1')).toMatchObject({
      totalRecords: 0,
      importedRecords: 0,
      status: 'failed',
      notes: expect.stringContaining('missing columns: email_id'),
    });
    expect(world.audit).toEqual([]);
  });

  it('records how far a file that breaks off was read', async () => {
    const { world, deps } = inMemoryImports();
    async function* brokenOff() {
      yield [...TEMPLATE_HEADERS];
      yield row('9800000001');
      throw new Error('socket hang up');
    }
    await expect(importStudents(input(brokenOff()), deps)).rejects.toThrow('socket hang up');
    expect(world.batches.get('batch-1')).toEqual({
      totalRecords: 1,
      importedRecords: 0,
      errorRecords: 1,
      status: 'failed',
      errorDetails: [],
      notes: 'The file could not be read',
    });
  });
});
