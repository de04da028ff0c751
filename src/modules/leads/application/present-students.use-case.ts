import { columnPolicy, presentStudent } from '../domain/column-policy';
import type { StudentLead, StudentRecord } from '../domain/student-lead';
import type { ColumnSettings } from './ports/column-settings.port';

export type MemberViewer = { memberId: string; isPremium: boolean };
export type UnlockedAmong = (memberId: string, studentIds: readonly string[]) => Promise<Set<string>>;

/** Every student answer to a member goes through here: column_settings, then masking unless premium or unlocked. */
export async function presentStudents(
  viewer: MemberViewer,
  records: readonly StudentRecord[],
  deps: { columnSettings: ColumnSettings; unlockedAmong: UnlockedAmong },
): Promise<StudentLead[]> {
  const policy = columnPolicy(await deps.columnSettings.all(), viewer);
  const unlocked = viewer.isPremium
    ? undefined
    : await deps.unlockedAmong(
        viewer.memberId,
        records.map((record) => record.id),
      );
  return records.map((record) => presentStudent(record, policy, viewer.isPremium || unlocked!.has(record.id)));
}
