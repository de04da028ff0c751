import { collectionGone, defaultProtected } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsDeps } from './deps';

/** Spec 001 §4: the students of a deleted collection move to the default one, in the same transaction. */
export async function deleteCollection(
  memberId: string,
  id: string,
  deps: Pick<CollectionsDeps, 'transaction' | 'collections' | 'saved'>,
): Promise<{ movedToDefault: number; defaultCollectionId: string }> {
  const collection = await ownCollection(memberId, id, deps);
  if (collection.isDefault) throw defaultProtected('deleted');
  return deps.transaction(async (tx) => {
    const fallback = await deps.collections.ensureDefault(memberId, tx);
    const moved = await deps.saved.moveAll(tx, memberId, id, fallback.id);
    if (!(await deps.collections.delete(tx, memberId, id))) throw collectionGone();
    return { movedToDefault: moved, defaultCollectionId: fallback.id };
  });
}
