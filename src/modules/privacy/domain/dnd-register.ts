/**
 * Issue 29 §4, ADR 0022: India's do-not-disturb register (TRAI's Telecom Commercial Communications Customer
 * Preference Regulations 2018, amended 2025). A number on it may receive transactional calls and SMS, not promotional
 * ones. The admin uploads the register's scrub file each week; each number on it says since when.
 */
export const DND_NOTICE =
  'Numbers on the DND register (TRAI TCCCPR 2018, amended 2025): promotional calls and SMS to them are not allowed; transactional ones are.';

/**
 * A scrub-file cell as a register number: the last 10 digits once +91, a leading 0, spaces and dashes are dropped,
 * when they make an Indian mobile number (starting 6–9); null otherwise (a header, a landline, a blank).
 */
export function registerNumber(cell: string | undefined): string | null {
  const digits = (cell ?? '').replace(/[\s\-().+]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[6-9]\d{9}$/.test(local) ? local : null;
}
