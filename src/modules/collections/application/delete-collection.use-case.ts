import type { CollectionActor } from '../domain/collection';
import { collectionGone, defaultProtected } from '../domain/collections.errors';
import { manageableCollection } from './active-collection';
import type { CollectionsDeps } from './deps';

/**
 * Spec 001 §4: the students of a deleted collection move to the default one, in the same transaction. ADR 0021: a
 * shared collection's owner, a manager or the institution's owner deletes it; each seat's students in it move to
 * that seat's own default collection (the answer names the owner's).
 */
export async function deleteCollection(
  actor: CollectionActor,
  id: string,
  deps: Pick<CollectionsDeps, 'transaction' | 'collections' | 'saved'>,
): Promise<{ movedToDefault: number; defaultCollectionId: string }> {
  const collection = await manageableCollection(actor, id, deps);
  if (collection.isDefault) throw defaultProtected('deleted');
  const ownerId = collection.memberId;
  return deps.transaction(async (tx) => {
    const fallback = await deps.collections.ensureDefault(ownerId, tx);
    let moved = await deps.saved.moveAll(tx, ownerId, id, fallback.id);
    for (const saver of collection.shared ? await deps.collections.otherSavers(tx, ownerId, id) : []) {
      moved += await deps.saved.moveAll(tx, saver, id, (await deps.collections.ensureDefault(saver, tx)).id);
    }
    if (!(await deps.collections.delete(tx, ownerId, id))) throw collectionGone();
    return { movedToDefault: moved, defaultCollectionId: fallback.id };
  });
}
