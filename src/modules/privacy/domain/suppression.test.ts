import { describe, expect, test } from 'bun:test';
import { contactKeys, normalisedEmail, normalisedMobile } from './suppression';
import { readDoNotContactCell } from './do-not-contact';

describe('suppression keys', () => {
  test('e-mails are compared lower-cased and trimmed', () => {
    expect(normalisedEmail('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in');
    expect(normalisedEmail('')).toBeNull();
    expect(normalisedEmail('not an address')).toBeNull();
  });

  test('mobile numbers by their last 10 digits, with or without +91, spaces or a leading 0', () => {
    for (const written of ['9876543210', '+91 98765 43210', '09876543210', '91-9876543210']) expect(normalisedMobile(written)).toBe('9876543210');
    expect(normalisedMobile('12345')).toBeNull();
  });

  test('an e-mail and a number never share a key; blank contacts give none', () => {
    expect(contactKeys({ email: 'A@b.in', mobile: '+919876543210' })).toEqual([
      { kind: 'email', key: 'email:a@b.in' },
      { kind: 'mobile', key: 'mobile:9876543210' },
    ]);
    expect(contactKeys({ email: null, mobile: '' })).toEqual([]);
  });
});

describe('the do_not_contact cell', () => {
  test('blank or no leaves the record unflagged; yes, dnd or ncpr mean the registry; objection an objection', () => {
    expect(readDoNotContactCell('')).toEqual({ reason: null });
    expect(readDoNotContactCell(undefined)).toEqual({ reason: null });
    expect(readDoNotContactCell('No')).toEqual({ reason: null });
    expect(readDoNotContactCell(' YES ')).toEqual({ reason: 'dnd_registry' });
    expect(readDoNotContactCell('NCPR')).toEqual({ reason: 'dnd_registry' });
    expect(readDoNotContactCell('objection')).toEqual({ reason: 'objection' });
  });

  test('anything else is reported', () => {
    expect(readDoNotContactCell('maybe').problem).toContain('do_not_contact must be blank');
  });
});
