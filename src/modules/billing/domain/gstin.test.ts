import { describe, expect, it } from 'bun:test';
import { checkGstin, gstinCheckCharacter, isValidGstin } from './gstin';

describe('a GSTIN', () => {
  it('accepts real ones, their check character computed as the GSTN does', () => {
    // the GSTN's own example, and registrations of listed companies (public on the GST portal)
    for (const gstin of ['27AAPFU0939F1ZV', '07AAGFF2194N1Z1', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '27AAACR5055K1Z7']) {
      expect(isValidGstin(gstin)).toBe(true);
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]!);
    }
  });

  it('reads it as typed: spaces dropped, lower case raised', () => {
    expect(checkGstin(' 29aagcb7383j1z4 ')).toEqual({ ok: true, gstin: '29AAGCB7383J1Z4', stateCode: '29' });
  });

  it('refuses a wrong check character, a typo anywhere, or two characters swapped', () => {
    expect(checkGstin('27AAPFU0939F1ZW')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkGstin('27AAPFU0933F1ZV')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkGstin('27AAPUF0939F1ZV')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('refuses the wrong shape and unknown state codes', () => {
    for (const shape of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27AAPF10939F1ZV', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', 'AAAPFU0939F1ZVX']) {
      expect(checkGstin(shape)).toEqual({ ok: false, reason: 'format' });
    }
    const wrongState = `40AAPFU0939F1Z`;
    expect(checkGstin(wrongState + gstinCheckCharacter(wrongState))).toEqual({ ok: false, reason: 'state' });
  });
});
