import type { CollectionWithCount } from '../domain/collection';
import type { CreateCollectionInput } from '../domain/collection.schema';
import { nameTaken } from '../domain/collections.errors';
import type { CollectionsRepository } from './ports/collections.repository.port';

export async function createCollection(
  memberId: string,
  input: CreateCollectionInput,
  deps: { collections: CollectionsRepository },
): Promise<CollectionWithCount> {
  await deps.collections.ensureDefault(memberId);
  if (await deps.collections.nameTaken(memberId, input.name)) throw nameTaken(input.name);
  const created = await deps.collections.insert(memberId, { name: input.name, description: input.description || null, color: input.color, tags: input.tags });
  // the unique (member, name) pair decides between two parallel creates
  if (!created) throw nameTaken(input.name);
  return { ...created, studentCount: 0 };
}
