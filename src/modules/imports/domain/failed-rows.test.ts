import { describe, expect, it } from 'bun:test';
import { failedRowsTable } from './failed-rows';

describe('the failed rows file (issue 25 §8)', () => {
  const headers = ['student_name', 'email_id', 'mobile_number'];
  const cells = new Map<number, string[]>([
    [2, ['Asha', 'asha@example.in', '9811100001']],
    [3, ['=HYPERLINK("x")', 'broken', '9811100002']],
    [4, ['Short']],
    [5, ['Wide', 'w@example.in', '9811100005', 'extra']],
  ]);

  it('puts the row number and the reason before the row, in row order, and leaves the good rows out', () => {
    const table = failedRowsTable(
      headers,
      [
        { row: 4, message: 'Valid email required' },
        { row: 3, message: 'Valid email required' },
      ],
      cells,
    );
    expect(table.headers).toEqual(['row', 'error', 'student_name', 'email_id', 'mobile_number']);
    expect(table.rows.map((row) => row[0])).toEqual(['3', '4']);
  });

  it('neutralises formulas in every cell, pads a short row and keeps the extra cells of a wide one', () => {
    const table = failedRowsTable(
      headers,
      [
        { row: 3, message: '-bad' },
        { row: 4, message: 'short' },
        { row: 5, message: 'wide' },
      ],
      cells,
    );
    expect(table.rows[0]).toEqual(['3', "'-bad", `'=HYPERLINK("x")`, 'broken', '9811100002']);
    expect(table.rows[1]).toEqual(['4', 'short', 'Short', '', '']);
    expect(table.rows[2]).toEqual(['5', 'wide', 'Wide', 'w@example.in', '9811100005', 'extra']);
  });

  it('gives back the start and the length of a cell longer than any valid one, not the whole of it', () => {
    const long = new Map([[2, ['x'.repeat(1000), 'y'.repeat(1001), '9811100001']]]);
    const [cells] = failedRowsTable(headers, [{ row: 2, message: 'Must be at most 1000 characters' }], long).rows;
    expect(cells![2]).toBe('x'.repeat(1000));
    expect(cells![3]).toBe(`${'y'.repeat(50)}… (cut: 1,001 characters in the upload)`);
  });

  it('is empty of rows when every row imported', () => {
    expect(failedRowsTable(headers, [], cells).rows).toEqual([]);
  });
});
