import { describe, expect, it } from 'bun:test';
import { financialYearOf, indianDateOf, invoiceNumber } from './financial-year';

describe('the financial year of an instant, in India Standard Time', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf(new Date('2026-04-01T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T06:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-15T06:00:00Z'))).toBe('2025-26');
  });

  it('turns at midnight in India, 18:30 UTC on 31 March', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(indianDateOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(indianDateOf(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYearOf(new Date('2009-06-01T00:00:00Z'))).toBe('2009-10');
  });
});

describe('an invoice number', () => {
  it('is the prefix, the financial year and the sequence in five digits at least', () => {
    expect(invoiceNumber('EDU', '2026-27', 42)).toBe('EDU/26-27/00042');
    expect(invoiceNumber('EDU', '2026-27', 1)).toBe('EDU/26-27/00001');
    expect(invoiceNumber('ER', '2027-28', 123456)).toBe('ER/27-28/123456');
  });
});
