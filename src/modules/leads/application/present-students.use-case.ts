import { columnPolicy, presentStudent } from '../domain/column-policy';
import { CONSENT_NOT_RECORDED, recordPrivacy, type RecordConsent } from '../domain/record-privacy';
import type { StudentLead, StudentRecord } from '../domain/student-lead';
import type { ColumnSettings } from './ports/column-settings.port';
import type { RecordConsents } from './ports/record-consents.port';

export type MemberViewer = { memberId: string; isPremium: boolean };
export type UnlockedAmong = (memberId: string, studentIds: readonly string[]) => Promise<Set<string>>;

/**
 * Every student answer to a member goes through here: column_settings, then masking unless premium or unlocked,
 * then the minor rule (a minor without a guardian's consent keeps their contacts from everyone), a withdrawn consent or
 * a "Do not contact" flag (issue 16 §3), and the provenance.
 */
export async function presentStudents(
  viewer: MemberViewer,
  records: readonly StudentRecord[],
  deps: { columnSettings: ColumnSettings; unlockedAmong: UnlockedAmong; consents?: RecordConsents },
): Promise<StudentLead[]> {
  const policy = columnPolicy(await deps.columnSettings.all(), viewer);
  const ids = records.map((record) => record.id);
  const consents: Map<string, RecordConsent> = deps.consents ? await deps.consents.among(ids) : new Map();
  // a premium member needs no unlock, except for a "Do not contact" record (issue 16 §3): only an unlock from before shows it
  const flagged = ids.filter((id) => consents.get(id)?.doNotContact);
  const unlocked = await deps.unlockedAmong(viewer.memberId, viewer.isPremium ? flagged : ids);
  const today = deps.consents?.today() ?? new Date().toISOString().slice(0, 10);
  return records.map((record) =>
    presentStudent(
      record,
      policy,
      viewer.isPremium || unlocked.has(record.id),
      recordPrivacy(record, consents.get(record.id) ?? CONSENT_NOT_RECORDED, today),
      unlocked.has(record.id),
    ),
  );
}
