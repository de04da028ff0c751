import type { Collection, CollectionWithCount } from '../domain/collection';
import type { UpdateCollectionInput } from '../domain/collection.schema';
import { collectionGone, defaultProtected, nameTaken } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsRepository } from './ports/collections.repository.port';

type Deps = { collections: CollectionsRepository };

const withCount = async (memberId: string, id: string, deps: Deps, found: Collection | null): Promise<CollectionWithCount> => {
  if (!found) throw collectionGone();
  return { ...found, studentCount: await deps.collections.studentCount(memberId, id) };
};

export async function updateCollection(memberId: string, id: string, input: UpdateCollectionInput, deps: Deps): Promise<CollectionWithCount> {
  await ownCollection(memberId, id, deps);
  if (input.name !== undefined && (await deps.collections.nameTaken(memberId, input.name, id))) throw nameTaken(input.name);
  const patch = { ...input, ...(input.description !== undefined ? { description: input.description || null } : {}) };
  const updated = await deps.collections.update(memberId, id, patch);
  // a parallel rename to the same name loses on the unique (member, name) pair
  if (updated === 'name_taken') throw nameTaken(input.name ?? '');
  return withCount(memberId, id, deps, updated);
}

/** Archive hides a collection from pickers and targets; the default one always stays available. */
export async function setArchived(memberId: string, id: string, archived: boolean, deps: Deps): Promise<CollectionWithCount> {
  const collection = await ownCollection(memberId, id, deps);
  if (archived && collection.isDefault) throw defaultProtected('archived');
  const updated = await deps.collections.update(memberId, id, { isArchived: archived });
  // archiving renames nothing, so it never meets the (member, name) pair
  return withCount(memberId, id, deps, updated === 'name_taken' ? null : updated);
}
