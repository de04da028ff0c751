import type { Transaction } from '@platform/kernel/transaction';
import type { Collection, CollectionWithCount } from '@modules/collections/domain/collection';

export type CollectionFields = { name: string; description: string | null; color: string; tags: string[] };

/** Every method is scoped to one member: another member's collection is simply not found. Without `tx`, a statement runs on its own. */
export interface CollectionsRepository {
  /** The member's default collection, created on first need. */
  ensureDefault(memberId: string, tx?: Transaction): Promise<Collection>;
  /** the member's own collections and the shared ones of their institution (ADR 0021), with what the member may see counted */
  list(memberId: string, institutionId: string): Promise<CollectionWithCount[]>;
  find(memberId: string, id: string, tx?: Transaction): Promise<Collection | null>;
  /** the member's own collection or a shared one of their institution (ADR 0021) */
  findVisible(memberId: string, institutionId: string, id: string, tx?: Transaction): Promise<Collection | null>;
  setShared(id: string, shared: boolean): Promise<Collection | null>;
  /** the seats other than `ownerId` with students saved in this collection (a shared one's, ADR 0021) */
  otherSavers(tx: Transaction, ownerId: string, id: string): Promise<string[]>;
  /** Names compare case-insensitively, so 'Toppers' and 'toppers' cannot both exist. */
  nameTaken(memberId: string, name: string, exceptId?: string): Promise<boolean>;
  /** null when the (member, name) pair already exists */
  insert(memberId: string, fields: CollectionFields): Promise<Collection | null>;
  /** null when not found; 'name_taken' when a parallel rename won the (member, name) pair */
  update(memberId: string, id: string, patch: Partial<CollectionFields> & { isArchived?: boolean }): Promise<Collection | null | 'name_taken'>;
  /** Never the default collection. */
  delete(tx: Transaction, memberId: string, id: string): Promise<boolean>;
  /** its students the member may see: their own, or everyone's in a shared collection */
  studentCount(memberId: string, id: string): Promise<number>;
}
