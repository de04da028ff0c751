import type { AdminStudent } from '@modules/leads/contracts';
import type { RecordConsentFacts } from '@modules/privacy/contracts';
import type { MemberView } from '@modules/identity/contracts';
import { TEMPLATE_COLUMNS } from '@modules/imports/domain/import-template';
import type { CsvColumn } from '@platform/http/csv-download';

/** The template's 21 columns first, so an export can be edited and imported again; then the admin-only fields. */
const STUDENT_EXPORT_FIELDS: [header: string, field: keyof AdminStudent][] = [
  ...TEMPLATE_COLUMNS.map(([header, field]): [string, keyof AdminStudent] => [header, field]),
  ['email_verified', 'emailVerified'],
  ['mobile_verified', 'mobileVerified'],
  ['whatsapp_verified', 'whatsappVerified'],
  ['institutions_contacted', 'institutionsContacted'],
  ['created_at', 'createdAt'],
  ['id', 'id'],
];

/** The columns of the paged export (the embedded database); `fields` is the same list for the COPY export. */
export const STUDENT_EXPORT_COLUMNS: CsvColumn<AdminStudent>[] = STUDENT_EXPORT_FIELDS.map(([header, field]) => ({ header, value: (s) => s[field] }));
export const STUDENT_EXPORT_FIELD_LIST = STUDENT_EXPORT_FIELDS.map(([, field]) => field);

/** A student with its consent (ADR 0013) and the DND register's day (ADR 0022): the admin export's rows. */
export type ExportedStudent = AdminStudent & { consent?: RecordConsentFacts; dndSince?: string };

/** ADR 0013: the provenance of each record, after the admin-only fields (the COPY export writes the same four). */
export const STUDENT_EXPORT_COLUMNS_WITH_PROVENANCE: CsvColumn<ExportedStudent>[] = [
  ...(STUDENT_EXPORT_COLUMNS as CsvColumn<ExportedStudent>[]),
  { header: 'provenance_source', value: (s) => s.consent?.sourceLabel ?? s.dataSource },
  { header: 'consent_status', value: (s) => s.consent?.status ?? 'not_recorded' },
  { header: 'consent_given_by', value: (s) => s.consent?.consentedBy ?? '' },
  { header: 'consent_date', value: (s) => s.consent?.consentDate ?? '' },
  // ADR 0017: written as the COPY export writes it
  { header: 'do_not_contact', value: (s) => s.consent?.doNotContact ?? false },
  // ADR 0022: YYYY-MM-DD, empty when the mobile number is not on the DND register
  { header: 'on_dnd_register_since', value: (s) => s.dndSince ?? '' },
];
export const STUDENT_EXPORT_HEADERS_WITH_PROVENANCE = STUDENT_EXPORT_COLUMNS_WITH_PROVENANCE.map((column) => column.header);

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
