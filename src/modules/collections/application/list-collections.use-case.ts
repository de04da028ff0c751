import type { CollectionActor, CollectionWithCount } from '../domain/collection';
import type { CollectionsRepository } from './ports/collections.repository.port';

/**
 * The member's collections with their counts, and the shared ones of their institution (ADR 0021); the default one
 * exists from the first look on.
 */
export async function listCollections(
  actor: Pick<CollectionActor, 'id' | 'institutionId'>,
  deps: { collections: CollectionsRepository },
): Promise<CollectionWithCount[]> {
  await deps.collections.ensureDefault(actor.id);
  return deps.collections.list(actor.id, actor.institutionId);
}
