import { describe, expect, it } from 'bun:test';
import { SUPPRESSED_MESSAGE } from '@modules/privacy/contracts';
import { TEMPLATE_HEADERS } from '../domain/import-template';
import { previewImport } from './preview-import.use-case';
import { inMemoryImports } from './testing/in-memory-imports';

const row = (mobile: string, email = `s${mobile}@example.in`) =>
  TEMPLATE_HEADERS.map(
    (header) => ({ student_name: 'Aarav Sharma', email_id: email, mobile_number: mobile, stream: 'Science', city: 'Pune', state: 'Maharashtra' })[header] ?? '',
  );

async function* records(...rows: string[][]) {
  yield* rows;
}

const input = (content: AsyncIterable<string[]>, fileName = 'students.csv') => ({ fileName, fileSize: 100, records: content });

describe('previewing an import (issue 25 §8)', () => {
  it('counts valid, invalid and duplicate rows as the import would, and writes nothing', async () => {
    const { world, deps } = inMemoryImports(['9800000003']);
    const consents = {
      suppressedAmong: async <K>(rows: readonly { key: K; mobile?: string | null }[]) =>
        new Set(rows.filter((r) => r.mobile === '9800000006').map((r) => r.key)),
    };
    const file = records(
      [...TEMPLATE_HEADERS],
      row('9800000001'),
      row('9800000001'),
      row('9800000003'),
      row('9800000004', 'broken'),
      row('9800000005'),
      row('9800000006'),
    );
    const preview = await previewImport(input(file), { ...deps, consents });
    expect(preview).toMatchObject({ totalRecords: 6, valid: 2, invalid: 2, duplicate: 2 });
    expect(preview.errors).toEqual([
      { row: 3, message: 'Duplicate mobile number 9800000001: same as row 2' },
      { row: 4, message: 'Duplicate mobile number 9800000003: already in the catalogue' },
      { row: 5, message: 'Valid email required' },
      { row: 7, message: SUPPRESSED_MESSAGE },
    ]);
    expect(preview.failedRows.rows.map((cells) => cells[0])).toEqual(['3', '4', '5', '7']);
    expect(world.batches.size).toBe(0);
    expect([...world.catalogue.keys()]).toEqual(['9800000003']);
    expect(world.audit).toEqual([]);
  });

  it('refuses what the import refuses: a file that is not .csv, a wrong header', async () => {
    const { deps } = inMemoryImports();
    await expect(previewImport(input(records([...TEMPLATE_HEADERS], row('9800000001')), 'students.xlsx'), deps)).rejects.toMatchObject({
      code: 'IMPORT.NOT_CSV',
    });
    const headers = TEMPLATE_HEADERS.map((header) => (header === 'email_id' ? 'Email' : header));
    await expect(previewImport(input(records(headers, row('9800000001'))), deps)).rejects.toMatchObject({ code: 'IMPORT.BAD_HEADER' });
  });
});
