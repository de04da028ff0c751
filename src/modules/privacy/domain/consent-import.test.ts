import { describe, expect, it } from 'bun:test';
import { readConsentCells } from './consent-import';

const today = '2026-12-01';

describe('readConsentCells', () => {
  it('reads a row without consent cells as "not recorded"', () => {
    expect(readConsentCells({}, today)).toEqual({});
    expect(readConsentCells({ consent_given_by: ' ', consent_date: '' }, today)).toEqual({});
  });
  it('reads a guardian consent, with the current notice when none is named', () => {
    expect(readConsentCells({ consent_given_by: 'Parent', consent_date: '2026-10-02' }, today)).toEqual({
      consent: { consentedBy: 'guardian', consentDate: '2026-10-02', noticeVersion: '2026-12', expiresOn: null },
    });
  });
  it('refuses a consent named only in part, or dated wrongly', () => {
    expect(readConsentCells({ consent_date: '2026-10-02' }, today).problem).toBe('consent_given_by must be student or guardian (or parent)');
    expect(readConsentCells({ consent_given_by: 'student', consent_date: '2026-02-30' }, today).problem).toBe('consent_date must be a date (YYYY-MM-DD)');
    expect(readConsentCells({ consent_given_by: 'student', consent_date: '2027-01-01' }, today).problem).toBe('consent_date cannot be in the future');
    expect(readConsentCells({ consent_given_by: 'student', consent_date: '2026-10-02', consent_expires_on: '2026-01-01' }, today).problem).toBe(
      'consent_expires_on must be on or after consent_date',
    );
  });
});
