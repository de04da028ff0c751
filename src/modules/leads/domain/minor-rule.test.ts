import { describe, expect, it } from 'bun:test';
import { ageOn, contactsReleased, minorStatus } from './minor-rule';

describe('ageOn', () => {
  it('counts whole years on the day of the request', () => {
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17);
    expect(ageOn('2008-12-01', '2026-12-01')).toBe(18);
    expect(ageOn('2008-06-15', '2026-12-01')).toBe(18);
  });
  it('makes someone born on 29 February a year older on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('minorStatus', () => {
  it('locks a minor without a guardian consent, releases one with it', () => {
    expect(minorStatus('2010-01-01', '2026-12-01', false)).toBe('consent_required');
    expect(minorStatus('2010-01-01', '2026-12-01', true)).toBe('parental_consent');
  });
  it('stops applying by itself on the 18th birthday', () => {
    expect(minorStatus('2008-12-02', '2026-12-01', false)).toBe('consent_required');
    expect(minorStatus('2008-12-02', '2026-12-02', false)).toBe('adult');
  });
  it('treats a record without a date of birth as no minor', () => expect(minorStatus(null, '2026-12-01', false)).toBe('adult'));
});

describe('contactsReleased', () => {
  it('needs both the tier or an unlock and the minor rule', () => {
    expect(contactsReleased(true, 'adult')).toBe(true);
    expect(contactsReleased(true, 'parental_consent')).toBe(true);
    expect(contactsReleased(true, 'consent_required')).toBe(false);
    expect(contactsReleased(false, 'adult')).toBe(false);
  });
});
