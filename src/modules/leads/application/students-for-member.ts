import type { MemberViewer, StudentLead } from '../domain/student-lead';
import type { StudentCatalogue } from './ports/student-catalogue.port';
import { type ListedStudentLead, presentPage, presentStudents, type PresentDeps } from './present-students.use-case';
import type { UnlockedStudents } from './ports/unlocked-students.port';
import { lockedMinorsAmong } from './locked-minors';
import type { RecordConsents } from './ports/record-consents.port';

/** The students of `ids` (those the member may see, in that order) as this member may see them: one answer's reads. */
export async function studentsForMember(
  viewer: MemberViewer,
  ids: readonly string[],
  deps: PresentDeps & { catalogue: Pick<StudentCatalogue, 'findByIds'> },
): Promise<StudentLead[]> {
  return presentStudents(viewer, await deps.catalogue.findByIds(ids), deps);
}

/** studentsForMember as the portal's detail and unlocked page show them: with season places and the exclusion mark. */
export async function listedStudentsForMember(
  viewer: MemberViewer,
  ids: readonly string[],
  deps: PresentDeps & { catalogue: Pick<StudentCatalogue, 'findByIds'> },
): Promise<ListedStudentLead[]> {
  return presentPage(viewer, await deps.catalogue.findByIds(ids), deps);
}

/**
 * The students of `ids` this member's institution paid to unlock (ADR 0021: any seat's unlock) and may still use (the contract's `unlocksInForceAmong`): an unlock
 * of a minor now locked for want of a guardian's consent, or of a student who withdrew consent, does not count, so
 * nothing is charged to save or export them masked. Compare `UnlockedStudents.among`: every unlock row, whenever paid.
 */
export async function unlocksInForceAmong(
  institutionId: string,
  ids: readonly string[],
  deps: { unlocked: Pick<UnlockedStudents, 'among'>; catalogue: Pick<StudentCatalogue, 'findByIds'>; consents: RecordConsents },
): Promise<Set<string>> {
  const paid = await deps.unlocked.among(institutionId, ids);
  if (paid.size === 0) return paid;
  for (const id of await lockedMinorsAmong([...paid], deps)) paid.delete(id);
  return paid;
}
