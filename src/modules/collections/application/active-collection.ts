import type { Transaction } from '@platform/kernel/transaction';
import type { Collection, CollectionActor } from '../domain/collection';
import { collectionGone, notYourCollection } from '../domain/collections.errors';
import type { CollectionsRepository } from './ports/collections.repository.port';

/**
 * A target for saving: the member's own or, ADR 0021, a shared one of their institution, not archived; anything else
 * reads as gone.
 */
export async function activeCollection(
  who: { id: string; institutionId: string },
  id: string,
  deps: { collections: CollectionsRepository },
  tx?: Transaction,
): Promise<Collection> {
  const collection = await deps.collections.findVisible(who.id, who.institutionId, id, tx);
  if (!collection || collection.isArchived) throw collectionGone();
  return collection;
}

/** ADR 0021: the member's own collection or a shared one of their institution (archived included), or 404. */
export async function visibleCollection(
  who: { id: string; institutionId: string },
  id: string,
  deps: { collections: CollectionsRepository },
): Promise<Collection> {
  const collection = await deps.collections.findVisible(who.id, who.institutionId, id);
  if (!collection) throw collectionGone();
  return collection;
}

/** Any of the member's own collections (archived included), or 404. */
export async function ownCollection(memberId: string, id: string, deps: { collections: CollectionsRepository }): Promise<Collection> {
  const collection = await deps.collections.find(memberId, id);
  if (!collection) throw collectionGone();
  return collection;
}

/**
 * ADR 0021: a collection the actor may rename, archive, share or delete: their own, or a shared one of their
 * institution when they are a manager or its owner (a member: 403). Another seat's unshared collection is a 404.
 */
export async function manageableCollection(actor: CollectionActor, id: string, deps: { collections: CollectionsRepository }): Promise<Collection> {
  const collection = await deps.collections.findVisible(actor.id, actor.institutionId, id);
  if (!collection) throw collectionGone();
  if (collection.memberId !== actor.id && actor.seatRole === 'member') throw notYourCollection();
  return collection;
}
