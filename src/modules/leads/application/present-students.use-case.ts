import { columnPolicy, maskColumn, presentStudent } from '../domain/column-policy';
import type { ContactField } from '../domain/contact-validity';
import { CONSENT_NOT_RECORDED, recordPrivacy, type RecordConsent } from '../domain/record-privacy';
import type { MemberViewer, StudentLead, StudentRecord } from '../domain/student-lead';
import type { ColumnSettings } from './ports/column-settings.port';
import type { RecordConsents } from './ports/record-consents.port';

/** The students of `studentIds` this institution has an unlock row for, whenever paid (no rule applied; ADR 0021). */
export type EverUnlockedAmong = (institutionId: string, studentIds: readonly string[]) => Promise<Set<string>>;

/** What presenting needs to read: column settings (cached), each record's consent facts and the member's unlocks. */
export type PresentDeps = {
  columnSettings: ColumnSettings;
  everUnlockedAmong: EverUnlockedAmong;
  consents?: RecordConsents;
  /** ADR 0023: for a premium institution, the full students it holds no place for (their contacts stay masked) */
  fullWithoutPlaceAmong?: (institutionId: string, studentIds: readonly string[]) => Promise<Set<string>>;
  /** ADR 0025: the contact fields found invalid (masked for everyone, premium too) */
  invalidAmong?: (studentIds: readonly string[]) => Promise<Map<string, readonly ContactField[]>>;
};

/**
 * Every student answer to a member goes through here: column_settings, then masking unless premium or unlocked,
 * then the minor rule (a minor without a guardian's consent keeps their contacts from everyone), a withdrawn consent or
 * a "Do not contact" flag (ADR 0017), and the provenance.
 */
export async function presentStudents(viewer: MemberViewer, records: readonly StudentRecord[], deps: PresentDeps): Promise<StudentLead[]> {
  const ids = records.map((record) => record.id);
  const mobiles = records.flatMap((record) => (record.mobileNumber ? [record.mobileNumber] : []));
  const [consents, dnd] = await Promise.all([
    deps.consents ? deps.consents.among(ids) : new Map<string, RecordConsent>(),
    deps.consents?.dndAmong ? deps.consents.dndAmong(mobiles) : new Map<string, string>(),
  ]);
  withDndSince(records, consents, dnd);
  // a premium member needs no unlock, except for a "Do not contact" record (ADR 0017): only an unlock from before
  // shows it
  const flagged = ids.filter((id) => consents.get(id)?.doNotContact);
  const unlocked = await deps.everUnlockedAmong(viewer.institutionId, viewer.isPremium ? flagged : ids);
  const today = deps.consents?.today() ?? new Date().toISOString().slice(0, 10);
  const invalid = deps.invalidAmong ? await deps.invalidAmong(ids) : undefined;
  const full = viewer.isPremium && deps.fullWithoutPlaceAmong ? await deps.fullWithoutPlaceAmong(viewer.institutionId, ids) : undefined;
  return presentKnown(viewer, records, { consents, unlocked, today, invalid, full }, deps);
}

/** ADR 0022: each record whose mobile number is on the DND register carries the day it joined, with its consent facts. */
export function withDndSince(records: readonly StudentRecord[], consents: Map<string, RecordConsent>, dnd: ReadonlyMap<string, string>) {
  if (dnd.size === 0) return;
  for (const record of records) {
    const since = record.mobileNumber ? dnd.get(record.mobileNumber) : undefined;
    if (since) consents.set(record.id, { ...(consents.get(record.id) ?? CONSENT_NOT_RECORDED), dndSince: since });
  }
}

/**
 * presentStudents on facts already read (the unlock read them in its transaction, and knows the student is unlocked):
 * only the column settings are asked, and they are cached.
 */
export async function presentKnown(
  viewer: MemberViewer,
  records: readonly StudentRecord[],
  known: {
    consents: Map<string, RecordConsent>;
    unlocked: ReadonlySet<string>;
    today: string;
    invalid?: ReadonlyMap<string, readonly ContactField[]>;
    /** ADR 0023: full this season, no place held: premium's tier does not open them */
    full?: ReadonlySet<string>;
  },
  deps: Pick<PresentDeps, 'columnSettings'>,
): Promise<StudentLead[]> {
  const policy = columnPolicy(await deps.columnSettings.all(), viewer);
  return records.map((record) => {
    const student = presentStudent(
      record,
      policy,
      (viewer.isPremium && !known.full?.has(record.id)) || known.unlocked.has(record.id),
      recordPrivacy(record, known.consents.get(record.id) ?? CONSENT_NOT_RECORDED, known.today),
      known.unlocked.has(record.id),
    );
    // ADR 0025: a field found invalid is shown masked to everyone (the portal reads why from the flags)
    for (const field of known.invalid?.get(record.id) ?? []) {
      if (student[field] !== null) (student as Record<ContactField, string | null>)[field] = maskColumn(field, record[field]);
    }
    return student;
  });
}
