/**
 * GST on a pack (ADR 0021): 18 % on the taxable value, as CGST 9 % + SGST 9 % when the place of supply is the seller's
 * state (intra-state), IGST 18 % otherwise (inter-state). Money is whole paise throughout (integers, never floats).
 *
 * Rounding: each tax head is computed on the taxable value and rounded to the nearest paisa, half a paisa up
 * (`(taxable × rate + 50) ÷ 100`, in integers). CGST and SGST are therefore always equal, as the law requires, and for an
 * odd taxable value in paise their sum may differ from the IGST of the same value by one paisa (each head is its own
 * tax). The total is the taxable value plus the heads, so the figures on the invoice always add up.
 */
export const GST_RATE_PERCENT = 18;
const HALF_RATE_PERCENT = GST_RATE_PERCENT / 2;

export type SupplyType = 'intra_state' | 'inter_state';
export type GstSplit = { taxable: number; cgst: number; sgst: number; igst: number; total: number; supplyType: SupplyType };

/** `taxable × percent %`, in paise, rounded to the nearest paisa (half up). */
const percentOf = (taxable: number, percent: number) => Math.floor((taxable * percent + 50) / 100);

export function gstSplit(taxablePaise: number, sellerState: string, placeOfSupply: string): GstSplit {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new Error(`Not an amount in paise: ${taxablePaise}`);
  if (sellerState === placeOfSupply) {
    const half = percentOf(taxablePaise, HALF_RATE_PERCENT);
    return { taxable: taxablePaise, cgst: half, sgst: half, igst: 0, total: taxablePaise + 2 * half, supplyType: 'intra_state' };
  }
  const igst = percentOf(taxablePaise, GST_RATE_PERCENT);
  return { taxable: taxablePaise, cgst: 0, sgst: 0, igst, total: taxablePaise + igst, supplyType: 'inter_state' };
}
