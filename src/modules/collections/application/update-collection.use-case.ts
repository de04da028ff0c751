import type { Collection, CollectionActor, CollectionWithCount } from '../domain/collection';
import type { UpdateCollectionInput } from '../domain/collection.schema';
import { collectionGone, defaultProtected, nameTaken } from '../domain/collections.errors';
import { manageableCollection } from './active-collection';
import type { CollectionsRepository } from './ports/collections.repository.port';

type Deps = { collections: CollectionsRepository };

const withCount = async (memberId: string, id: string, deps: Deps, found: Collection | null): Promise<CollectionWithCount> => {
  if (!found) throw collectionGone();
  return { ...found, studentCount: await deps.collections.studentCount(memberId, id) };
};

/** Names stay unique among the collection's owner's (ADR 0021: a manager renaming a shared one renames the owner's). */
export async function updateCollection(actor: CollectionActor, id: string, input: UpdateCollectionInput, deps: Deps): Promise<CollectionWithCount> {
  const { memberId: ownerId } = await manageableCollection(actor, id, deps);
  if (input.name !== undefined && (await deps.collections.nameTaken(ownerId, input.name, id))) throw nameTaken(input.name);
  const patch = { ...input, ...(input.description !== undefined ? { description: input.description || null } : {}) };
  const updated = await deps.collections.update(ownerId, id, patch);
  // a parallel rename to the same name loses on the unique (member, name) pair
  if (updated === 'name_taken') throw nameTaken(input.name ?? '');
  return withCount(actor.id, id, deps, updated);
}

/** Archive hides a collection from pickers and targets; the default one always stays available. */
export async function setArchived(actor: CollectionActor, id: string, archived: boolean, deps: Deps): Promise<CollectionWithCount> {
  const collection = await manageableCollection(actor, id, deps);
  if (archived && collection.isDefault) throw defaultProtected('archived');
  const updated = await deps.collections.update(collection.memberId, id, { isArchived: archived });
  // archiving renames nothing, so it never meets the (member, name) pair
  return withCount(actor.id, id, deps, updated === 'name_taken' ? null : updated);
}

/**
 * ADR 0021: shares a collection with every seat of the institution, or takes it back (their saves in it stay theirs,
 * filed there). The default collection is each seat's own fallback: never shared (409).
 */
export async function setShared(actor: CollectionActor, id: string, shared: boolean, deps: Deps): Promise<CollectionWithCount> {
  const collection = await manageableCollection(actor, id, deps);
  if (collection.isDefault) throw defaultProtected('shared');
  return withCount(actor.id, id, deps, await deps.collections.setShared(id, shared));
}
