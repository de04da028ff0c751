import type { CollectionWithCount } from '../domain/collection';
import { copyName } from '../domain/collection.schema';
import { defaultProtected, nameTaken } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsRepository } from './ports/collections.repository.port';

/**
 * A new collection with the same description, colour and tags. A saved student is filed in exactly one
 * collection (spec 001 §3: the (member, student) pair is unique), so the students stay where they are:
 * the copy is a ready-made home to move some of them into.
 */
export async function duplicateCollection(
  memberId: string,
  id: string,
  name: string | undefined,
  deps: { collections: CollectionsRepository },
): Promise<CollectionWithCount> {
  const source = await ownCollection(memberId, id, deps);
  if (source.isDefault) throw defaultProtected('duplicated');
  const newName = name ?? copyName(source.name);
  if (await deps.collections.nameTaken(memberId, newName)) throw nameTaken(newName);
  const copy = await deps.collections.insert(memberId, { name: newName, description: source.description, color: source.color, tags: source.tags });
  if (!copy) throw nameTaken(newName);
  return { ...copy, studentCount: 0 };
}
