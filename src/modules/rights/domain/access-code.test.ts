import { describe, expect, it } from 'bun:test';
import { maskContact, readContact, sixDigitCode } from './access-code';

describe('the contact a visitor types', () => {
  it('reads e-mails in lower case and Indian mobiles in their 10-digit form', () => {
    expect(readContact('  Asha.Rao@Example.IN ')).toEqual({ kind: 'email', value: 'asha.rao@example.in' });
    expect(readContact('+91 98765-43210')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(readContact('919876543210')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(readContact('09876543210')).toEqual({ kind: 'mobile', value: '9876543210' });
  });

  it('refuses what is neither', () => {
    for (const text of ['', '12345', '1234567890', 'asha@', 'not an email', '98765432101']) expect(readContact(text)).toBeNull();
  });

  it('is shown back masked', () => {
    expect(maskContact({ kind: 'email', value: 'asha.rao@example.in' })).toBe('as•••@example.in');
    expect(maskContact({ kind: 'mobile', value: '9876543210' })).toBe('•••••••210');
  });
});

describe('codes', () => {
  it('are six digits, zero-padded, and skip the biased top of the range', () => {
    const draws = [4_294_967_295, 4_294_000_000, 42];
    expect(sixDigitCode(() => draws.shift()!)).toBe('000042');
  });
});
