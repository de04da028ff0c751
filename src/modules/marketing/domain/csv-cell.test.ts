import { describe, expect, it } from 'bun:test';
import { neutraliseCell } from './csv-cell';

describe('CSV cell neutralising', () => {
  it('prefixes a quote to cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Green Valley School')).toBe('Green Valley School');
    expect(neutraliseCell('')).toBe('');
  });
});
