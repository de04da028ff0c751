import { describe, expect, it } from 'bun:test';
import { amountInWords, numberInWords } from './amount-in-words';
import { formatIndian, formatRupees, paiseOf, plainRupees } from './money';

describe('an amount in words, Indian numbering', () => {
  it('writes lakhs, thousands and paise as invoices do', () => {
    expect(amountInWords(12_000_050)).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
    expect(amountInWords(589_882)).toBe('Rupees Five Thousand Eight Hundred Ninety Eight and Eighty Two Paise Only');
    expect(amountInWords(1_180_000)).toBe('Rupees Eleven Thousand Eight Hundred Only');
  });

  it('counts crores, and crores of crores', () => {
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(99_99_99_999)).toBe('Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
  });

  it('says the small ones plainly', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1_101)).toBe('Rupees Eleven and One Paise Only');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(1_000)).toBe('One Thousand');
    expect(numberInWords(1_00_001)).toBe('One Lakh One');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(40)).toBe('Forty');
  });
});

describe('rupees and paise', () => {
  it('takes rupees with at most two decimals as whole paise', () => {
    expect(paiseOf(4999)).toBe(499_900);
    expect(paiseOf(4999.5)).toBe(499_950);
    expect(paiseOf(0.07)).toBe(7);
    expect(paiseOf(19.99)).toBe(1_999);
    expect(paiseOf(1.005)).toBeNull();
    expect(paiseOf(-1)).toBeNull();
    expect(paiseOf(Number.NaN)).toBeNull();
  });

  it('groups figures the Indian way', () => {
    expect(formatIndian(11_800_000)).toBe('1,18,000.00');
    expect(formatIndian(12_345_678_905)).toBe('12,34,56,789.05');
    expect(formatIndian(99_900)).toBe('999.00');
    expect(formatIndian(7)).toBe('0.07');
    expect(formatRupees(589_882)).toBe('Rs. 5,898.82');
    expect(plainRupees(589_882)).toBe('5898.82');
  });
});
