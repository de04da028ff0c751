/**
 * India's financial year runs from 1 April to 31 March, reckoned in India Standard Time (UTC+05:30, no daylight
 * saving): an invoice issued at 23:00 UTC on 31 March is already dated 1 April in India, in the next year.
 * Invoice numbers run per financial year (ADR 0021): `EDU/26-27/00042`.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar date in India of an instant, as `YYYY-MM-DD` (an invoice's date). */
export const indianDateOf = (instant: Date): string => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The financial year of an instant in India, as written on invoices: '2026-27' for 1 April 2026 to 31 March 2027. */
export function financialYearOf(instant: Date): string {
  const indian = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = indian.getUTCMonth() >= 3 ? indian.getUTCFullYear() : indian.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Sequence numbers are written with at least this many digits (00042); a 100,000th invoice simply has six. */
const SEQUENCE_DIGITS = 5;

/**
 * `PREFIX/YY-YY/NNNNN`, e.g. EDU/26-27/00042 (ADR 0021). CGST Rules, rule 46(b), allows at most 16 characters: the
 * year is written short and the prefix has at most 4 characters, so 99,999 invoices a year fit.
 */
export const invoiceNumber = (prefix: string, financialYear: string, sequence: number): string =>
  `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
