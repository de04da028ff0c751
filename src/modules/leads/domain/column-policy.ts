import { presentFreshness } from './contact-freshness.schema';
import { maskEmail, maskValue } from './masking';
import { contactsAllowed, contactsReleased } from './minor-rule';
import { CONSENT_NOT_RECORDED, recordPrivacy, type RecordPrivacy } from './record-privacy';
import { ALWAYS_TEXT_FIELDS } from './student-fields';
import { CONSENT_WITHDRAWN_LABEL, DO_NOT_CONTACT_LABEL, WITHDRAWN_LABEL } from './privacy-labels.schema';
import { CONFIGURABLE_COLUMNS, CONTACT_COLUMNS, type ConfigurableColumn, type StudentLead, type StudentRecord } from './student-lead';

/** One row of column_settings. */
export type ColumnSetting = {
  columnName: string;
  isVisibleFree: boolean;
  isVisiblePremium: boolean;
  isMaskedFree: boolean;
  isActive: boolean;
};

export type Viewer = { isPremium: boolean };

/** What happens to each column for one tier: shown, masked or left out (null). */
export type ColumnRule = 'show' | 'mask' | 'hide';
export type ColumnPolicy = Record<ConfigurableColumn, ColumnRule>;

/**
 * Resolves column_settings for a tier. Inactive or missing settings change nothing. The contact
 * fields stay masked for free members even if an administrator un-ticks "masked": a free member
 * must never receive a contact detail they have not paid for.
 */
export function columnPolicy(settings: readonly ColumnSetting[], viewer: Viewer): ColumnPolicy {
  const byName = new Map(settings.filter((s) => s.isActive).map((s) => [s.columnName, s]));
  const policy = {} as ColumnPolicy;
  for (const column of CONFIGURABLE_COLUMNS) {
    const setting = byName.get(column);
    const visible = setting ? (viewer.isPremium ? setting.isVisiblePremium : setting.isVisibleFree) : true;
    const masked = !viewer.isPremium && ((setting?.isMaskedFree ?? false) || CONTACT_COLUMNS.includes(column));
    policy[column] = !visible ? 'hide' : masked ? 'mask' : 'show';
  }
  return policy;
}

export const maskColumn = (column: ConfigurableColumn, value: string | number | null): string | null => {
  if (value === null) return null;
  const text = String(value);
  return column === 'emailId' ? maskEmail(text) : maskValue(text);
};

/**
 * The one mapper from a stored record to what a member receives. Fields are whitelisted: a new
 * column on the record never reaches a member until it is listed here. `isUnlocked` says whether the tier or an
 * unlock pays for the contacts; the minor rule (minor-rule.ts) may still lock them, for premium members too.
 */
export function presentStudent(
  record: StudentRecord,
  policy: ColumnPolicy,
  isUnlocked: boolean,
  // without the record's privacy facts: an adult without recorded consent (presentStudents always passes them)
  privacy: RecordPrivacy = { ...recordPrivacy(record, CONSENT_NOT_RECORDED, '0000-01-01'), minor: 'adult' },
  // whether this member holds an unlock row (premium members see contacts without one): ADR 0017
  unlockedBefore: boolean = isUnlocked,
): StudentLead {
  const { consentStatus, doNotContact } = privacy.provenance;
  const released = contactsReleased(isUnlocked, privacy.minor) && contactsAllowed(consentStatus, doNotContact, unlockedBefore);
  const out: Record<string, unknown> = {
    id: record.id,
    emailVerified: record.emailVerified,
    mobileVerified: record.mobileVerified,
    whatsappVerified: record.whatsappVerified,
    createdAt: record.createdAt,
    isUnlocked: released,
    minor: privacy.minor,
    provenance: { ...privacy.provenance },
    // "delete your copy" only to a member who held it (the saved list says it to those who saved it: heldCopyLabel)
    mobileDnd: privacy.dndSince ? { listedSince: privacy.dndSince } : null,
    privacyLabel: consentStatus === 'withdrawn' ? (unlockedBefore ? WITHDRAWN_LABEL : CONSENT_WITHDRAWN_LABEL) : doNotContact ? DO_NOT_CONTACT_LABEL : null,
  };
  // ADR 0026: a fact about the contact's freshness, not the contact: sent masked or not
  if (record.contactFreshness) out.contactFreshness = presentFreshness(record.contactFreshness, record.createdAt, new Date());
  for (const column of CONFIGURABLE_COLUMNS) {
    const rule = policy[column];
    const value = record[column];
    // a contact shows only when released; another column follows its rule
    const locked = CONTACT_COLUMNS.includes(column) ? !released : rule === 'mask' && !released;
    out[column] = rule === 'hide' ? null : locked ? maskColumn(column, value) : value;
  }
  for (const name of ALWAYS_TEXT_FIELDS) if (out[name] === null) out[name] = '';
  return out as StudentLead;
}
