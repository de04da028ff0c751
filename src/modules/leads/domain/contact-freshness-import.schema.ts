import * as v from 'valibot';
import { CONTACT_CHANNELS, VERIFICATION_METHODS } from './contact-freshness.schema';

/**
 * ADR 0026: a contact's verification as an import row or the admin's form gives it: when (YYYY-MM-DD or an ISO
 * instant, not in the future) and how (one of VERIFICATION_METHODS; `source_claim` when only the date is given).
 */
const FUTURE_SLACK_MS = 5 * 60_000;
const isInstant = (text: string) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text));

export const verifiedAtRule = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(isInstant, `${label} verified at must be a date (YYYY-MM-DD) or an ISO date and time`),
    v.check((text) => Date.parse(text) <= Date.now() + FUTURE_SLACK_MS, `${label} verified at cannot be in the future`),
    v.transform((text) => new Date(text).toISOString()),
  );

export const verifiedByRule = (label: string) =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(VERIFICATION_METHODS, `${label} verified by must be one of ${VERIFICATION_METHODS.join(', ')}`));

const LABEL = { email: 'E-mail', mobile: 'Mobile', whatsapp: 'WhatsApp' } as const;

/** The optional CSV columns, header → import row field (the extended template's last six columns). */
export const FRESHNESS_IMPORT_COLUMNS = [
  ['email_verified_at', 'emailVerifiedAt'],
  ['email_verified_by', 'emailVerifiedBy'],
  ['mobile_verified_at', 'mobileVerifiedAt'],
  ['mobile_verified_by', 'mobileVerifiedBy'],
  ['whatsapp_verified_at', 'whatsappVerifiedAt'],
  ['whatsapp_verified_by', 'whatsappVerifiedBy'],
] as const;

const csvOptional = <T extends v.GenericSchema<string, unknown>>(rule: T) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(rule),
  );

/** The import row's freshness fields (spread into StudentImportRowSchema's entries). */
export const FRESHNESS_IMPORT_ENTRIES = {
  emailVerifiedAt: csvOptional(verifiedAtRule(LABEL.email)),
  emailVerifiedBy: csvOptional(verifiedByRule(LABEL.email)),
  mobileVerifiedAt: csvOptional(verifiedAtRule(LABEL.mobile)),
  mobileVerifiedBy: csvOptional(verifiedByRule(LABEL.mobile)),
  whatsappVerifiedAt: csvOptional(verifiedAtRule(LABEL.whatsapp)),
  whatsappVerifiedBy: csvOptional(verifiedByRule(LABEL.whatsapp)),
};

type FreshnessFields = { [K in (typeof FRESHNESS_IMPORT_COLUMNS)[number][1]]?: string | undefined };

/** "how" without "when" says nothing checkable: refused, so a verification is always dated. */
export function freshnessProblem(row: FreshnessFields): string | null {
  for (const channel of CONTACT_CHANNELS) {
    if (row[`${channel}VerifiedBy`] !== undefined && row[`${channel}VerifiedAt`] === undefined) {
      return `${LABEL[channel]} verified by needs ${channel}_verified_at (when it was verified)`;
    }
  }
  return null;
}

/** The admin form's fields (ADR 0026): when and how each contact was verified; null clears it (the flag follows). */
export const FRESHNESS_FORM_ENTRIES = {
  emailVerifiedAt: v.optional(v.nullable(verifiedAtRule(LABEL.email))),
  emailVerifiedBy: v.optional(v.nullable(verifiedByRule(LABEL.email))),
  mobileVerifiedAt: v.optional(v.nullable(verifiedAtRule(LABEL.mobile))),
  mobileVerifiedBy: v.optional(v.nullable(verifiedByRule(LABEL.mobile))),
  whatsappVerifiedAt: v.optional(v.nullable(verifiedAtRule(LABEL.whatsapp))),
  whatsappVerifiedBy: v.optional(v.nullable(verifiedByRule(LABEL.whatsapp))),
};
