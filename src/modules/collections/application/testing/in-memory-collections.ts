import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { CollectionsDeps } from '../deps';
import { type CollectionsWorld, lead, NOW } from './collections-world';
import { inMemoryCatalogue, inMemoryCredits } from './in-memory-catalogue';
import { inMemoryCollectionsRepository } from './in-memory-collections-repository';
import { inMemorySavedStudents } from './in-memory-saved-students';

export { type CollectionsWorld, lead, NOW } from './collections-world';

/** Hand-written fakes of every port the collections use cases take, over one in-memory world. */
export function inMemoryCollections(seed: { students?: string[]; balances?: Record<string, number> } = {}): { world: CollectionsWorld; deps: CollectionsDeps } {
  const world: CollectionsWorld = {
    collections: [],
    saved: [],
    students: new Map((seed.students ?? []).map((id) => [id, lead(id)])),
    unlocked: new Set(),
    doNotContact: new Set(),
    balances: new Map(Object.entries(seed.balances ?? {})),
    charges: [],
    answers: new Map(),
    audit: [],
  };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(world);
  const deps: CollectionsDeps = {
    transaction: unitOfWork,
    collections: inMemoryCollectionsRepository(world, assertOpen),
    saved: inMemorySavedStudents(world, assertOpen),
    students: inMemoryCatalogue(world),
    credits: inMemoryCredits(world, unitOfWork),
    clock: { now: () => NOW },
    audit: inMemoryAuditTrail(world, assertOpen),
  };
  return { world, deps };
}
