import { isStateCode, type StateCode } from './states';

/**
 * A GSTIN (Goods and Services Tax Identification Number), 15 characters: the 2-digit state code, the holder's PAN
 * (5 letters, 4 digits, 1 letter), the entity number within that PAN and state (1-9, then A-Z), 'Z' by default, and a
 * check character. The check character is the GSTN's mod-36 checksum (a Luhn mod N over 0-9A-Z): each of the first 14
 * characters is given its value (0-9 → 0-9, A-Z → 10-35), multiplied by 1 and 2 alternately from the left, each
 * product's base-36 digits summed (quotient + remainder by 36), and the check value is (36 − sum mod 36) mod 36.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = ALPHABET.indexOf(first14[i]!);
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck = { ok: true; gstin: string; stateCode: StateCode } | { ok: false; reason: 'format' | 'state' | 'checksum' };

/** Checks a GSTIN as typed (spaces dropped, any case): its shape, its state code, then its check character. */
export function checkGstin(typed: string): GstinCheck {
  const gstin = typed.replace(/\s+/g, '').toUpperCase();
  if (!SHAPE.test(gstin)) return { ok: false, reason: 'format' };
  const stateCode = gstin.slice(0, 2);
  if (!isStateCode(stateCode)) return { ok: false, reason: 'state' };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, reason: 'checksum' };
  return { ok: true, gstin, stateCode };
}

export const isValidGstin = (typed: string) => checkGstin(typed).ok;
