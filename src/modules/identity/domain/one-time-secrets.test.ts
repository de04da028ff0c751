import { describe, expect, it } from 'bun:test';
import { codeIsExhausted, OTP_MAX_WRONG_TRIES, sixDigitCode } from './one-time-secrets';

describe('admin sign-in codes', () => {
  it('are always six digits, zero-padded', () => {
    expect(sixDigitCode(() => 42)).toBe('000042');
    expect(sixDigitCode(() => 4_293_999_999)).toBe('999999');
  });

  it('skip the biased top of the random range', () => {
    const draws = [4_294_967_295, 4_294_000_000, 7];
    expect(sixDigitCode(() => draws.shift()!)).toBe('000007');
  });

  it('die after five wrong tries', () => {
    expect(codeIsExhausted(OTP_MAX_WRONG_TRIES - 1)).toBe(false);
    expect(codeIsExhausted(OTP_MAX_WRONG_TRIES)).toBe(true);
  });
});
