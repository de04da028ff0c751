import { describe, expect, it } from 'bun:test';
import { consentDateProblem, consentFacts, consentStatus, type ConsentRecord } from './consent';

const record = (over: Partial<ConsentRecord> = {}): ConsentRecord => ({
  studentId: 's1',
  source: 'csv_import',
  importBatchId: null,
  lawfulBasis: 'consent',
  consentedBy: 'student',
  consentDate: '2026-06-01',
  noticeVersion: '2026-12',
  purpose: 'shared with member institutions for admission outreach',
  expiresOn: null,
  withdrawnAt: null,
  ...over,
});

describe('consentStatus', () => {
  it('is "not recorded" without a consent row', () => expect(consentStatus(undefined, '2026-12-01')).toBe('not_recorded'));
  it('is recorded while in force', () => expect(consentStatus(record(), '2026-12-01')).toBe('recorded'));
  it('is withdrawn once withdrawn, even before its expiry', () =>
    expect(consentStatus(record({ withdrawnAt: '2026-11-01T10:00:00Z', expiresOn: '2030-01-01' }), '2026-12-01')).toBe('withdrawn'));
  it('still holds on its expiry day and lapses to "not recorded" the day after', () => {
    expect(consentStatus(record({ expiresOn: '2026-12-01' }), '2026-12-01')).toBe('recorded');
    expect(consentStatus(record({ expiresOn: '2026-12-01' }), '2026-12-02')).toBe('not_recorded');
  });
});

describe('consentFacts', () => {
  it('says a guardian consent is on file only while it is in force', () => {
    expect(consentFacts(record({ consentedBy: 'guardian' }), '2026-12-01').guardianConsent).toBe(true);
    expect(consentFacts(record({ consentedBy: 'student' }), '2026-12-01').guardianConsent).toBe(false);
    expect(consentFacts(record({ consentedBy: 'guardian', withdrawnAt: '2026-11-01T00:00:00Z' }), '2026-12-01').guardianConsent).toBe(false);
  });
  it('hides the consent date and signer of a consent no longer in force, but keeps the source', () => {
    expect(consentFacts(record({ withdrawnAt: '2026-11-01T00:00:00Z' }), '2026-12-01')).toEqual({
      status: 'withdrawn',
      consentedBy: null,
      consentDate: null,
      source: 'csv_import',
      guardianConsent: false,
    });
  });
});

describe('consentDateProblem', () => {
  it('refuses a consent from the future and an expiry before the consent', () => {
    expect(consentDateProblem('2026-12-02', null, '2026-12-01')).toBe('Consent date cannot be in the future');
    expect(consentDateProblem('2026-06-01', '2026-05-01', '2026-12-01')).toBe('Consent expiry must be on or after the consent date');
    expect(consentDateProblem('2026-06-01', '2027-06-01', '2026-12-01')).toBeNull();
  });
});
