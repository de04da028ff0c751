import * as v from 'valibot';
import { CONSENT_SOURCES, CONSENT_STATUSES, CONSENTED_BY } from './consent';

const isoDate = (label: string) => v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`));

/** What an admin records for one student (add/edit): who consented, when, under which notice, until when. */
export const ConsentFormSchema = v.object({
  consentedBy: v.picklist(CONSENTED_BY, 'Consent given by must be student or guardian'),
  consentDate: isoDate('Consent date'),
  noticeVersion: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'Privacy notice version is required'), v.maxLength(20, 'Privacy notice version is at most 20 characters')),
  ),
  expiresOn: v.optional(v.nullable(isoDate('Consent expiry'))),
  source: v.optional(v.picklist(CONSENT_SOURCES, `Source must be one of ${CONSENT_SOURCES.join(', ')}`)),
});
export type ConsentForm = v.InferOutput<typeof ConsentFormSchema>;

/** The admin list's consent filter (ADR 0013). */
export const ConsentFilterSchema = v.picklist(CONSENT_STATUSES, `consent must be one of ${CONSENT_STATUSES.join(', ')}`);

/** Words for each value, shared by the screens and the exports. */
export const SOURCE_LABELS = {
  csv_import: 'CSV import',
  admin_entry: 'Admin entry',
  website_inquiry: 'Website inquiry',
  self_confirmation: "Student's own confirmation",
} as const;
export const CONSENT_STATUS_LABELS = { recorded: 'Recorded', not_recorded: 'Not recorded', withdrawn: 'Withdrawn' } as const;
export const CONSENTED_BY_LABELS = { student: 'Student', guardian: 'Parent/guardian' } as const;
