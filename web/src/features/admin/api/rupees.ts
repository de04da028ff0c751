/** The API keeps money in paise (integers); the admin reads and types rupees. */

/** Rupees (a number, up to two decimals) from paise, exactly: 499950 → "4999.50". */
export const rupeesText = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
/** "₹4,999.50" from paise, grouped the Indian way. */
export const formatRupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/**
 * Paise from what the admin typed in rupees ("4999", "4,999.5", "4999.50"), or null when it is not an amount with at
 * most two decimals. Parsed as text, so 0.1 + 0.2 never becomes 30.000000000000004 paise.
 */
export function paiseFromText(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(',', '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
