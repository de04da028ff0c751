import type { AuditActor, AuditTrail } from '@platform/audit/audit-trail';
import { contactsOfRow, MAX_EXCLUSION_ROWS } from '../domain/exclusion-list';
import { exclusionListEmpty, exclusionListManagersOnly, exclusionListNotFound, exclusionListTooLong } from '../domain/leads.errors';
import type { ExclusionLists, ExclusionSummary } from './ports/exclusion-lists.port';

/** privacy's keyed hash of a contact (the suppression list's normalisation and key: ADR 0017), composed by the root */
export type ContactHasher = (contact: { email?: string | null; mobile?: string | null }) => { kind: 'email' | 'mobile'; hash: string }[];

export type ExclusionDeps = { lists: ExclusionLists; hash: ContactHasher; audit: AuditTrail };

/** The seat acting: ADR 0021, the list is the institution's; its owner or a manager replaces or deletes it. */
export type ListSeat = { id: string; institutionId: string; seatRole: 'owner' | 'manager' | 'member'; email: string; actor: AuditActor };

export type ExclusionUpload = ExclusionSummary & { rows: number; contacts: number };

const mayManage = (seat: ListSeat) => seat.seatRole === 'owner' || seat.seatRole === 'manager';

/**
 * ADR 0024: replaces the institution's exclusion list with the contacts of a CSV (`records`: its rows as cells), each
 * normalised and hashed at once; the rows are never kept. At most MAX_EXCLUSION_ROWS rows (400, nothing changed), and at
 * least one contact. The old list goes and the new one comes in one transaction; answers how many students it matches.
 */
export async function replaceExclusionList(seat: ListSeat, records: AsyncIterable<string[]>, deps: ExclusionDeps): Promise<ExclusionUpload> {
  if (!mayManage(seat)) throw exclusionListManagersOnly();
  const hashes = new Set<string>();
  let rows = 0;
  for await (const cells of records) {
    const contacts = contactsOfRow(cells);
    // a row without a contact (a header, a blank line) is not counted
    if (contacts.length === 0) continue;
    rows += 1;
    if (rows > MAX_EXCLUSION_ROWS) throw exclusionListTooLong(MAX_EXCLUSION_ROWS);
    for (const contact of contacts) for (const { hash } of deps.hash(contact)) hashes.add(hash);
  }
  if (hashes.size === 0) throw exclusionListEmpty();
  const studentsMatched = await deps.lists.replace(seat.institutionId, [...hashes], { id: seat.id, label: seat.email });
  await deps.audit.record({
    actor: seat.actor,
    action: 'exclusion_list.replace',
    subject: { kind: 'member', memberId: seat.id },
    detail: { rows, contacts: hashes.size, studentsMatched },
  });
  const summary = await deps.lists.summary(seat.institutionId);
  return { ...summary!, rows, contacts: hashes.size };
}

export async function deleteExclusionList(seat: ListSeat, deps: ExclusionDeps): Promise<void> {
  if (!mayManage(seat)) throw exclusionListManagersOnly();
  if (!(await deps.lists.remove(seat.institutionId))) throw exclusionListNotFound();
  await deps.audit.record({ actor: seat.actor, action: 'exclusion_list.delete', subject: { kind: 'member', memberId: seat.id }, detail: {} });
}
