/**
 * Formula neutralisation (OWASP "CSV injection"): a cell a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe. Used by every CSV export.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
