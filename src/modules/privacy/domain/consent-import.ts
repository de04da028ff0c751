import { CURRENT_NOTICE_VERSION, type ConsentedBy } from './consent';

/**
 * The consent template (ADR 0013): the 21 columns of the students template plus these four. A row whose consent
 * cells are all blank imports as "consent not recorded"; one that names a consent must name it whole.
 */
export const CONSENT_COLUMNS = ['consent_given_by', 'consent_date', 'privacy_notice_version', 'consent_expires_on'] as const;
export type ConsentColumn = (typeof CONSENT_COLUMNS)[number];

export type ImportedConsent = { consentedBy: ConsentedBy; consentDate: string; noticeVersion: string; expiresOn: string | null };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) =>
  DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const BY: Record<string, ConsentedBy> = { student: 'student', self: 'student', guardian: 'guardian', parent: 'guardian' };

/** The consent of one row, nothing when its consent cells are blank, or why it cannot be read. */
export function readConsentCells(cells: Partial<Record<ConsentColumn, string>>, today: string): { consent?: ImportedConsent; problem?: string } {
  const by = (cells.consent_given_by ?? '').trim().toLowerCase();
  const date = (cells.consent_date ?? '').trim();
  const notice = (cells.privacy_notice_version ?? '').trim();
  const expires = (cells.consent_expires_on ?? '').trim();
  if (!by && !date && !notice && !expires) return {};
  const consentedBy = BY[by];
  if (!consentedBy) return { problem: 'consent_given_by must be student or guardian (or parent)' };
  if (!isRealDate(date)) return { problem: 'consent_date must be a date (YYYY-MM-DD)' };
  if (date > today) return { problem: 'consent_date cannot be in the future' };
  if (expires && !isRealDate(expires)) return { problem: 'consent_expires_on must be a date (YYYY-MM-DD) or blank' };
  if (expires && expires < date) return { problem: 'consent_expires_on must be on or after consent_date' };
  if (notice.length > 20) return { problem: 'privacy_notice_version is at most 20 characters' };
  return { consent: { consentedBy, consentDate: date, noticeVersion: notice || CURRENT_NOTICE_VERSION, expiresOn: expires || null } };
}
