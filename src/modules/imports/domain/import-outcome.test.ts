import { describe, expect, it } from 'bun:test';
import { batchStatus, importSummary, previewSummary, uploadRefusal, withoutDuplicates } from './import-outcome';

describe('the uploaded file', () => {
  it('must be a .csv file, in any letter case', () => {
    expect(uploadRefusal({ name: 'students.CSV', size: 10 })).toBeNull();
    expect(uploadRefusal({ name: 'students.xlsx', size: 10 })?.code).toBe('IMPORT.NOT_CSV');
  });
  it('may weigh 10 MB at most', () => {
    expect(uploadRefusal({ name: 'big.csv', size: 10 * 1024 * 1024 })).toBeNull();
    expect(uploadRefusal({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toMatchObject({
      code: 'IMPORT.FILE_TOO_LARGE',
      message: 'The CSV file is larger than 10 MB. Split it into smaller files.',
    });
  });
});

describe('duplicate mobile numbers', () => {
  const row = (row: number, mobileNumber: string) => ({ row, mobileNumber });

  it('keeps the first row of a number and names it in the later rows', () => {
    const { fresh, errors } = withoutDuplicates([row(2, '9800000001'), row(3, '9800000002'), row(4, '9800000001')], new Set());
    expect(fresh.map((r) => r.row)).toEqual([2, 3]);
    expect(errors).toEqual([{ row: 4, message: 'Duplicate mobile number 9800000001: same as row 2' }]);
  });
  it('skips every row whose number the catalogue already holds', () => {
    const { fresh, errors } = withoutDuplicates([row(2, '9800000001'), row(3, '9800000001')], new Set(['9800000001']));
    expect(fresh).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([
      'Duplicate mobile number 9800000001: already in the catalogue',
      'Duplicate mobile number 9800000001: already in the catalogue',
    ]);
  });
});

describe('the outcome of an import', () => {
  it('is completed, partial or failed by what got in', () => {
    expect(batchStatus(5, 0)).toBe('completed');
    expect(batchStatus(3, 2)).toBe('partial');
    expect(batchStatus(0, 5)).toBe('failed');
  });
  it('is summed up in one line', () => {
    expect(importSummary(5, 5)).toBe('Successfully imported 5 students');
    expect(importSummary(3, 5)).toBe('Imported 3 of 5 students; 2 rows had errors');
    expect(previewSummary(2, 3)).toBe('2 of 3 rows can be imported');
    expect(previewSummary(1, 1)).toBe('The row can be imported');
    expect(previewSummary(4, 4)).toBe('All 4 rows can be imported');
    expect(importSummary(2, 3)).toBe('Imported 2 of 3 students; 1 row had errors');
    expect(importSummary(0, 1)).toBe('No students were imported: the row had errors');
    expect(importSummary(0, 5)).toBe('No students were imported: all 5 rows had errors');
  });
});
