import { describe, expect, it } from 'bun:test';
import { gstSplit } from './gst';

describe('GST on a taxable value in paise', () => {
  it('is CGST 9 % + SGST 9 % within the seller’s state', () => {
    expect(gstSplit(10_000_00, '29', '29')).toEqual({ taxable: 1_000_000, cgst: 90_000, sgst: 90_000, igst: 0, total: 1_180_000, supplyType: 'intra_state' });
  });

  it('is IGST 18 % to another state', () => {
    expect(gstSplit(10_000_00, '29', '27')).toEqual({ taxable: 1_000_000, cgst: 0, sgst: 0, igst: 180_000, total: 1_180_000, supplyType: 'inter_state' });
  });

  it('rounds each head to the nearest paisa, half up, and the total is what the heads add up to', () => {
    // Rs. 4,999: 9 % is 44,991 paise exactly; 18 % is 89,982
    expect(gstSplit(499_900, '29', '29')).toMatchObject({ cgst: 44_991, sgst: 44_991, total: 589_882 });
    expect(gstSplit(499_900, '29', '07')).toMatchObject({ igst: 89_982, total: 589_882 });
    // 1 paisa: 0.09 rounds to 0, 0.18 to 0; 3 paise: 0.27 → 0, 0.54 → 1; 50 paise: 4.5 → 5 (half up), 9 → 9
    expect(gstSplit(1, '29', '29')).toMatchObject({ cgst: 0, sgst: 0, total: 1 });
    expect(gstSplit(3, '29', '27')).toMatchObject({ igst: 1, total: 4 });
    expect(gstSplit(50, '29', '29')).toMatchObject({ cgst: 5, sgst: 5, total: 60 });
    expect(gstSplit(50, '29', '27')).toMatchObject({ igst: 9, total: 59 });
  });

  it('keeps CGST equal to SGST, which may make them a paisa apart from the IGST of the same value', () => {
    for (const taxable of [1, 17, 50, 99_999, 123_457, 999_999_99]) {
      const intra = gstSplit(taxable, '29', '29');
      const inter = gstSplit(taxable, '29', '33');
      expect(intra.cgst).toBe(intra.sgst);
      expect(Math.abs(intra.cgst + intra.sgst - inter.igst)).toBeLessThanOrEqual(1);
      expect(intra.total).toBe(taxable + intra.cgst + intra.sgst);
      expect(inter.total).toBe(taxable + inter.igst);
    }
  });

  it('refuses what is not whole paise', () => {
    expect(() => gstSplit(10.5, '29', '29')).toThrow();
    expect(() => gstSplit(-1, '29', '29')).toThrow();
  });
});
