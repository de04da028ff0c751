import { notSaved } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsDeps } from './deps';

export type MoveError = { studentId: string; error: string };

/**
 * Moves saved students into one of the member's collections, archived ones included: with Show Archived on they are
 * listed as targets (spec 001 §4). Ids not in the member's saved list are reported, not moved.
 */
export async function moveStudents(
  memberId: string,
  studentIds: readonly string[],
  collectionId: string,
  deps: Pick<CollectionsDeps, 'collections' | 'saved'>,
): Promise<{ moved: number; errors: MoveError[]; collectionId: string }> {
  const target = await ownCollection(memberId, collectionId, deps);
  const ids = [...new Set(studentIds)];
  const moved = new Set(await deps.saved.move(memberId, ids, target.id));
  const errors = ids.filter((id) => !moved.has(id)).map((studentId) => ({ studentId, error: notSaved().message }));
  return { moved: moved.size, errors, collectionId: target.id };
}

export async function moveStudent(memberId: string, studentId: string, collectionId: string, deps: Pick<CollectionsDeps, 'collections' | 'saved'>) {
  const result = await moveStudents(memberId, [studentId], collectionId, deps);
  if (result.moved === 0) throw notSaved();
  return { studentId, collectionId: result.collectionId };
}
