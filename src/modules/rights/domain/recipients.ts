/** ADR 0018: every institution that received a student's contact details, from the audit trail. */

/** The audit rows that hand contact details to a member: unlocks (single, bulk) and exports of saved lists. */
export const DISCLOSING_ACTIONS = ['student.unlock', 'student.bulk_unlock', 'collection.export'] as const;
export type DisclosingAction = (typeof DISCLOSING_ACTIONS)[number];

export type Disclosure = { action: DisclosingAction; memberId: string; at: string; studentIds: readonly string[] };

export type Recipient = { institution: string; how: 'unlock' | 'export'; at: string };

/**
 * One line per member, way and day (a member who unlocked the same student twice on one day shows once), newest first.
 * A member whose account no longer exists shows as "A former member".
 */
export function recipientLog(studentId: string, disclosures: readonly Disclosure[], institutions: ReadonlyMap<string, string>): Recipient[] {
  const seen = new Set<string>();
  const lines: Recipient[] = [];
  const newestFirst = [...disclosures].sort((a, b) => b.at.localeCompare(a.at));
  for (const row of newestFirst) {
    if (!row.studentIds.includes(studentId)) continue;
    const how = row.action === 'collection.export' ? 'export' : 'unlock';
    const key = `${row.memberId}|${how}|${row.at.slice(0, 10)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ institution: institutions.get(row.memberId) ?? 'A former member', how, at: row.at });
  }
  return lines;
}
