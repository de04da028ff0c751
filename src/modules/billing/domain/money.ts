/**
 * Rupees and paise: prices are entered in rupees (at most two decimals) and kept as whole paise; figures are written
 * the Indian way, grouped in thousands, lakhs and crores (1,18,000.00). The standard PDF fonts have no ₹ glyph, so
 * documents write "Rs.".
 */

/** Rupees as entered (499, 4999.5, 4999.99) as whole paise; null for a negative, fractional-paisa or unsafe amount. */
export function paiseOf(rupees: number): number | null {
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 || !Number.isSafeInteger(paise)) return null;
  return paise;
}

/** Paise as rupees, a number with at most two decimals (for JSON answers). */
export const rupeesOf = (paise: number): number => paise / 100;

/** 11800000 → '1,18,000.00' (Indian grouping: the last three digits, then pairs). */
export function formatIndian(paise: number): string {
  const rupees = String(Math.floor(paise / 100));
  const decimals = String(paise % 100).padStart(2, '0');
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${grouped}.${decimals}`;
}

/** 11800000 → 'Rs. 1,18,000.00' */
export const formatRupees = (paise: number): string => `Rs. ${formatIndian(paise)}`;

/** 11800000 → '118000.00' (a plain decimal for the accountant's CSV) */
export const plainRupees = (paise: number): string => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
