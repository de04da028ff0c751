import type { AdminStudent } from '@modules/leads/contracts';
import type { RecordConsentFacts } from '@modules/privacy/contracts';
import type { MemberView } from '@modules/identity/contracts';
import { TEMPLATE_COLUMNS } from '@modules/imports/domain/import-template';
import type { CsvColumn } from '@platform/http/csv-download';

/** The template's 21 columns first, so an export can be edited and imported again; then the admin-only fields. */
export const STUDENT_EXPORT_COLUMNS: CsvColumn<AdminStudent>[] = [
  ...TEMPLATE_COLUMNS.map(([header, field]) => ({ header, value: (s: AdminStudent) => s[field as keyof AdminStudent] })),
  { header: 'email_verified', value: (s) => s.emailVerified },
  { header: 'mobile_verified', value: (s) => s.mobileVerified },
  { header: 'whatsapp_verified', value: (s) => s.whatsappVerified },
  { header: 'institutions_contacted', value: (s) => s.institutionsContacted },
  { header: 'created_at', value: (s) => s.createdAt },
  { header: 'id', value: (s) => s.id },
];

/** A student with its consent (issue 16): the admin export's rows. */
export type ExportedStudent = AdminStudent & { consent?: RecordConsentFacts };

/** Issue 16: the provenance of each record, after the admin-only fields. */
export const STUDENT_EXPORT_COLUMNS_WITH_PROVENANCE: CsvColumn<ExportedStudent>[] = [
  ...(STUDENT_EXPORT_COLUMNS as CsvColumn<ExportedStudent>[]),
  { header: 'provenance_source', value: (s) => s.consent?.sourceLabel ?? s.dataSource },
  { header: 'consent_status', value: (s) => s.consent?.status ?? 'not_recorded' },
  { header: 'consent_given_by', value: (s) => s.consent?.consentedBy ?? '' },
  { header: 'consent_date', value: (s) => s.consent?.consentDate ?? '' },
];

export const MEMBER_EXPORT_COLUMNS: CsvColumn<MemberView>[] = [
  { header: 'first_name', value: (m) => m.firstName },
  { header: 'last_name', value: (m) => m.lastName },
  { header: 'email', value: (m) => m.email },
  { header: 'phone', value: (m) => m.phone },
  { header: 'institution_name', value: (m) => m.institutionName },
  { header: 'designation', value: (m) => m.designation },
  { header: 'membership_type', value: (m) => m.membershipType },
  { header: 'membership_expires_at', value: (m) => m.membershipExpiresAt },
  { header: 'credits', value: (m) => m.credits },
  { header: 'is_active', value: (m) => m.isActive },
  { header: 'is_verified', value: (m) => m.isVerified },
  { header: 'is_email_verified', value: (m) => m.isEmailVerified },
  { header: 'created_at', value: (m) => m.createdAt },
  { header: 'last_login', value: (m) => m.lastLogin },
  { header: 'id', value: (m) => m.id },
];
