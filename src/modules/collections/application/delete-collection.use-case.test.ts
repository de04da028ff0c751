import { describe, expect, it } from 'bun:test';
import { deleteCollection } from './delete-collection.use-case';
import { inMemoryCollections, NOW } from './testing/in-memory-collections';

describe('deleting a collection', () => {
  it('moves its students to the default collection in the same transaction (spec 001 §4)', async () => {
    const { world, deps } = inMemoryCollections();
    const gone = (await deps.collections.insert('m', { name: 'Toppers', description: null, color: '#3b82f6', tags: [] }))!;
    world.saved.push({ memberId: 'm', savedId: 's1', studentId: 'a', collectionId: gone.id, notes: null, savedAt: NOW });
    const { movedToDefault, defaultCollectionId } = await deleteCollection({ id: 'm', institutionId: 'i', seatRole: 'owner' }, gone.id, deps);
    expect(movedToDefault).toBe(1);
    expect(world.collections.map((c) => [c.id, c.isDefault])).toEqual([[defaultCollectionId, true]]);
    expect(world.saved[0]!.collectionId).toBe(defaultCollectionId);
  });

  it("refuses the default collection (409) and answers 404 for another member's", async () => {
    const { deps } = inMemoryCollections();
    const fallback = await deps.collections.ensureDefault('m');
    await expect(deleteCollection({ id: 'm', institutionId: 'i', seatRole: 'owner' }, fallback.id, deps)).rejects.toMatchObject({
      code: 'COLLECTIONS.DEFAULT_PROTECTED',
      message: 'The default collection cannot be deleted.',
    });
    const theirs = (await deps.collections.insert('other', { name: 'Theirs', description: null, color: '#3b82f6', tags: [] }))!;
    await expect(deleteCollection({ id: 'm', institutionId: 'i', seatRole: 'owner' }, theirs.id, deps)).rejects.toMatchObject({
      code: 'COLLECTIONS.NOT_FOUND',
    });
  });
});
