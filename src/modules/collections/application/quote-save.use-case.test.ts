import { describe, expect, it } from 'bun:test';
import { quoteSave } from './quote-save.use-case';
import { inMemoryCollections } from './testing/in-memory-collections';

describe('the price of unlocking and saving a selection', () => {
  it('prices 1 saved and 2 locked students at 4 credits, not 5: the saved one adds nothing', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b', 'c'], balances: { m: 10 } });
    world.unlocked.add('m a');
    world.saved.push({ memberId: 'm', savedId: 's1', studentId: 'a', collectionId: null, notes: null, savedAt: new Date() });
    expect(await quoteSave({ id: 'm', institutionId: 'm', isPremium: false }, ['a', 'b', 'c'], deps)).toEqual({
      studentCount: 3,
      alreadySaved: 1,
      toUnlock: 2,
      toSave: 2,
      unlockCredits: 2,
      saveCredits: 2,
      totalCredits: 4,
    });
    expect(world.charges).toEqual([]);
  });

  it('prices only the save for a premium member', async () => {
    const { deps } = inMemoryCollections({ students: ['a', 'b'] });
    expect(await quoteSave({ id: 'p', institutionId: 'p', isPremium: true }, ['a', 'b'], deps)).toMatchObject({
      toUnlock: 0,
      unlockCredits: 0,
      saveCredits: 2,
      totalCredits: 2,
    });
  });

  it('refuses an unknown student (404)', async () => {
    const { deps } = inMemoryCollections({ students: ['a'] });
    await expect(quoteSave({ id: 'm', institutionId: 'm', isPremium: false }, ['a', 'ghost'], deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND' });
  });
});
