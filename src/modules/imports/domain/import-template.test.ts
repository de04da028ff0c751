import { describe, expect, it } from 'bun:test';
import { neutraliseCell } from './csv-cell';
import {
  cellProblem,
  describeHeaderProblems,
  headerProblems,
  headerRefusal,
  MAX_IMPORT_COLUMNS,
  TEMPLATE_HEADERS,
  TEMPLATE_SAMPLE_ROWS,
} from './import-template';

describe('import template', () => {
  it('has 21 columns and 2 complete sample rows', () => {
    expect(TEMPLATE_HEADERS).toHaveLength(21);
    expect(TEMPLATE_SAMPLE_ROWS).toHaveLength(2);
    expect(TEMPLATE_SAMPLE_ROWS.every((row) => row.length === 21)).toBe(true);
  });

  it('accepts its own header in any order', () => {
    expect(describeHeaderProblems(headerProblems([...TEMPLATE_HEADERS].reverse()))).toBeNull();
  });

  it('names the wrong columns', () => {
    const message = describeHeaderProblems(headerProblems([...TEMPLATE_HEADERS.filter((h) => h !== 'email_id'), 'Email', 'city']));
    expect(message).toContain('missing columns: email_id');
    expect(message).toContain('unknown columns: Email');
    expect(message).toContain('repeated columns: city');
  });
});

describe('header and row refusals', () => {
  it('refuses a header that is not UTF-8 or wider than the cap, and names at most ten wrong columns', () => {
    expect(headerRefusal([...TEMPLATE_HEADERS])).toBeNull();
    expect(headerRefusal(['\u0000s\u0000t', 'x'])?.code).toBe('IMPORT.NOT_UTF8');
    expect(headerRefusal(['stud\uFFFDnt_name'])?.code).toBe('IMPORT.NOT_UTF8');
    expect(headerRefusal(Array.from({ length: MAX_IMPORT_COLUMNS + 1 }, (_, i) => `c${i}`))?.code).toBe('IMPORT.TOO_MANY_COLUMNS');
    const wrong = headerRefusal([...TEMPLATE_HEADERS, ...Array.from({ length: 12 }, (_, i) => `extra_${i}_${'z'.repeat(60)}`)]);
    expect(wrong?.code).toBe('IMPORT.BAD_HEADER');
    expect(wrong?.message).toContain('and 2 more');
    expect(wrong?.message).not.toContain('z'.repeat(41));
  });

  it('finds surplus cells, bytes that were not UTF-8 and control characters in a row', () => {
    expect(cellProblem(['a', 'b', '', ''], 2)).toBeNull();
    expect(cellProblem(['a', 'b', 'c'], 2)).toBe('The row has 3 cells but the header has 2 columns. Put quotes around cells that contain commas.');
    expect(cellProblem(['Jos\uFFFD'], 1)).toContain('not UTF-8');
    expect(cellProblem(['a\u0000b'], 1)).toContain('control characters');
    expect(cellProblem(['tab\tand\nnew line'], 1)).toBeNull();
  });
});

describe('formula neutralisation', () => {
  it('defuses what a spreadsheet would evaluate', () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseCell('+91 98450')).toBe("'+91 98450");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('Pune')).toBe('Pune');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(42)).toBe('42');
  });
});
