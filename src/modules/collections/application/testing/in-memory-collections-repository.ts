import type { Transaction } from '@platform/kernel/transaction';
import type { Collection } from '@modules/collections/domain/collection';
import type { CollectionsRepository } from '../ports/collections.repository.port';
import { type CollectionsWorld, NOW, nextId, savedOf } from './collections-world';

/** The member's collections over the world's `collections`, with the names unique per member as the table keeps them. */
export function inMemoryCollectionsRepository(world: CollectionsWorld, assertOpen: (tx: Transaction) => void): CollectionsRepository {
  const own = (memberId: string) => world.collections.filter((c) => c.memberId === memberId);
  const entries = (memberId: string) => savedOf(world, memberId);
  const create = (memberId: string, fields: Partial<Collection> & { name: string }): Collection => {
    const made: Collection = {
      id: nextId(),
      memberId,
      description: null,
      color: '#3b82f6',
      tags: [],
      isArchived: false,
      isDefault: false,
      shared: false,
      createdAt: NOW,
      updatedAt: NOW,
      ...fields,
    };
    world.collections.push(made);
    return made;
  };

  return {
    async ensureDefault(memberId) {
      return own(memberId).find((c) => c.isDefault) ?? create(memberId, { name: 'My Saved Students', isDefault: true });
    },
    async list(memberId) {
      return own(memberId).map((c) => ({ ...c, studentCount: entries(memberId).filter((s) => s.collectionId === c.id).length }));
    },
    async find(memberId, id) {
      return own(memberId).find((c) => c.id === id) ?? null;
    },
    // one institution in the world: a shared collection is every member's
    async findVisible(memberId, _institutionId, id) {
      return world.collections.find((c) => c.id === id && (c.memberId === memberId || c.shared)) ?? null;
    },
    async setShared(id, shared) {
      const found = world.collections.find((c) => c.id === id);
      return found ? Object.assign(found, { shared }) : null;
    },
    async otherSavers(tx, ownerId, id) {
      assertOpen(tx);
      return [...new Set(world.saved.filter((s) => s.collectionId === id && s.memberId !== ownerId).map((s) => s.memberId))];
    },
    async nameTaken(memberId, name, exceptId) {
      return own(memberId).some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());
    },
    async insert(memberId, fields) {
      return own(memberId).some((c) => c.name === fields.name) ? null : create(memberId, fields);
    },
    async update(memberId, id, patch) {
      const found = own(memberId).find((c) => c.id === id);
      if (!found) return null;
      if (patch.name !== undefined && own(memberId).some((c) => c.id !== id && c.name === patch.name)) return 'name_taken';
      return Object.assign(found, patch);
    },
    async delete(tx, memberId, id) {
      assertOpen(tx);
      const index = world.collections.findIndex((c) => c.memberId === memberId && c.id === id && !c.isDefault);
      if (index >= 0) world.collections.splice(index, 1);
      return index >= 0;
    },
    async studentCount(memberId, id) {
      return entries(memberId).filter((s) => s.collectionId === id).length;
    },
  };
}
