import type { EntityManager } from '../../../../platform/db/orm';
import type { Collection, CollectionWithCount } from '../../domain/collection';

export type CollectionFields = { name: string; description: string | null; color: string; tags: string[] };

/** Every method is scoped to one member: another member's collection is simply not found. */
export interface CollectionsRepository {
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** The member's default collection, created on first need. */
  ensureDefault(memberId: string, em?: EntityManager): Promise<Collection>;
  list(memberId: string): Promise<CollectionWithCount[]>;
  find(memberId: string, id: string, em?: EntityManager): Promise<Collection | null>;
  /** Names compare case-insensitively, so 'Toppers' and 'toppers' cannot both exist. */
  nameTaken(memberId: string, name: string, exceptId?: string, em?: EntityManager): Promise<boolean>;
  /** null when the (member, name) pair already exists */
  insert(em: EntityManager, memberId: string, fields: CollectionFields): Promise<Collection | null>;
  update(em: EntityManager, memberId: string, id: string, patch: Partial<CollectionFields> & { isArchived?: boolean }): Promise<Collection | null>;
  delete(em: EntityManager, memberId: string, id: string): Promise<boolean>;
  studentCount(memberId: string, id: string): Promise<number>;
}
