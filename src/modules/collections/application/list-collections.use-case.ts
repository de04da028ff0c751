import type { CollectionWithCount } from '../domain/collection';
import type { CollectionsRepository } from './ports/collections.repository.port';

/** The member's collections with their counts; the default one exists from the first look on. */
export async function listCollections(memberId: string, deps: { collections: CollectionsRepository }): Promise<CollectionWithCount[]> {
  await deps.collections.ensureDefault(memberId);
  return deps.collections.list(memberId);
}
