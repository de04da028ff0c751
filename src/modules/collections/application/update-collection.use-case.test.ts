import { describe, expect, it } from 'bun:test';
import { createCollection } from './create-collection.use-case';
import { updateCollection } from './update-collection.use-case';
import { inMemoryCollections } from './testing/in-memory-collections';

const fields = { description: '', color: '#3b82f6', tags: [] as string[] };

describe('naming collections', () => {
  it("refuses a name the member already uses, whatever its case (409 with the spec's words)", async () => {
    const { deps } = inMemoryCollections();
    await createCollection('m', { name: 'Toppers', ...fields }, deps);
    await expect(createCollection('m', { name: 'TOPPERS', ...fields }, deps)).rejects.toMatchObject({
      code: 'COLLECTIONS.NAME_TAKEN',
      message: 'A collection named TOPPERS already exists. Please choose a different name.',
    });
    expect((await createCollection('other', { name: 'Toppers', ...fields }, deps)).name).toBe('Toppers');
  });

  it('answers NAME_TAKEN when a parallel rename to the same name got there first', async () => {
    const { deps } = inMemoryCollections();
    const mine = await createCollection('m', { name: 'A', ...fields }, deps);
    const rival = { ...deps.collections, nameTaken: async () => false };
    await createCollection('m', { name: 'B', ...fields }, deps);
    await expect(updateCollection({ id: 'm', institutionId: 'i', seatRole: 'owner' }, mine.id, { name: 'B' }, { collections: rival })).rejects.toMatchObject({
      code: 'COLLECTIONS.NAME_TAKEN',
    });
  });
});
