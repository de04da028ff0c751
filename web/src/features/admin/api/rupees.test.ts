import { describe, expect, it } from 'bun:test';
import { formatRupees, paiseFromText, rupeesText } from './rupees';

describe('rupees typed by an admin, paise kept by the API', () => {
  it('reads an amount as text, so no float error reaches the paise', () => {
    expect(paiseFromText('4999')).toBe(499_900);
    expect(paiseFromText('4,999.5')).toBe(499_950);
    expect(paiseFromText(' 0.29 ')).toBe(29);
    expect(paiseFromText('1.1')).toBe(110);
    expect(paiseFromText('17999.555')).toBeNull();
    expect(paiseFromText('-5')).toBeNull();
    expect(paiseFromText('4999.')).toBeNull();
    expect(paiseFromText('')).toBeNull();
  });

  it('sends paise / 100, which the server turns back into the same paise', () => {
    for (const paise of [1, 29, 57, 110, 499_950, 1_799_955, 99_999_999]) expect(Math.round((paise / 100) * 100)).toBe(paise);
  });

  it('writes paise back as rupees for the form and grouped the Indian way for the tables', () => {
    expect(rupeesText(499_950)).toBe('4999.50');
    expect(rupeesText(7)).toBe('0.07');
    expect(formatRupees(12_000_050)).toBe('₹1,20,000.50');
  });
});
