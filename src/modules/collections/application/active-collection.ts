import type { Transaction } from '@platform/kernel/transaction';
import type { Collection } from '../domain/collection';
import { collectionGone } from '../domain/collections.errors';
import type { CollectionsRepository } from './ports/collections.repository.port';

/** A target for saving or moving: the member's own, not archived; anything else reads as gone. */
export async function activeCollection(memberId: string, id: string, deps: { collections: CollectionsRepository }, tx?: Transaction): Promise<Collection> {
  const collection = await deps.collections.find(memberId, id, tx);
  if (!collection || collection.isArchived) throw collectionGone();
  return collection;
}

/** Any of the member's own collections (archived included), or 404. */
export async function ownCollection(memberId: string, id: string, deps: { collections: CollectionsRepository }): Promise<Collection> {
  const collection = await deps.collections.find(memberId, id);
  if (!collection) throw collectionGone();
  return collection;
}
