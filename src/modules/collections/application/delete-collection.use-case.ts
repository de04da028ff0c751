import { collectionGone, defaultProtected } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsRepository } from './ports/collections.repository.port';
import type { SavedStudentsRepository } from './ports/saved-students.repository.port';

/** Spec 001 §4: the students of a deleted collection move to the default one, in the same transaction. */
export async function deleteCollection(
  memberId: string,
  id: string,
  deps: { collections: CollectionsRepository; saved: SavedStudentsRepository },
): Promise<{ movedToDefault: number; defaultCollectionId: string }> {
  const collection = await ownCollection(memberId, id, deps);
  if (collection.isDefault) throw defaultProtected('deleted');
  return deps.collections.transaction(async (em) => {
    const fallback = await deps.collections.ensureDefault(memberId, em);
    const moved = await deps.saved.moveAll(em, memberId, id, fallback.id);
    if (!(await deps.collections.delete(em, memberId, id))) throw collectionGone();
    return { movedToDefault: moved, defaultCollectionId: fallback.id };
  });
}
