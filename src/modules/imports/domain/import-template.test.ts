import { describe, expect, it } from 'bun:test';
import { neutraliseCell } from './csv-cell';
import { describeHeaderProblems, headerProblems, TEMPLATE_HEADERS, TEMPLATE_SAMPLE_ROWS } from './import-template';

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
