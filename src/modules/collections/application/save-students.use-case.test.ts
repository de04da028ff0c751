import { describe, expect, it } from 'bun:test';
import { saveStudents } from './save-students.use-case';
import { inMemoryCollections } from './testing/in-memory-collections';

const free = { id: 'free-member', institutionId: 'free-member', isPremium: false };
const premium = { id: 'premium-member', institutionId: 'premium-member', isPremium: true };
const unlock = (world: { unlocked: Set<string> }, memberId: string, ...ids: string[]) => ids.forEach((id) => world.unlocked.add(`${memberId} ${id}`));
const save = (studentIds: string[], extra: { collectionId?: string; single?: boolean; idempotencyKey?: string } = {}) => ({
  studentIds,
  single: false,
  ...extra,
});

describe('saving students', () => {
  it('leaves out, and names, the students nobody may contact, charging only the rest; a single save of one is refused (issue 25 §4)', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b', 'c'], balances: { [premium.id]: 10 } });
    world.doNotContact.add('b');
    const result = await saveStudents(premium, save(['a', 'b', 'c']), deps);
    expect(result).toMatchObject({ savedCount: 2, creditsConsumed: 2, remainingCredits: 8 });
    expect(result.skipped).toEqual([{ studentId: 'b', code: 'STUDENTS.DO_NOT_CONTACT', message: expect.stringContaining('asked not to be contacted') }]);
    expect(world.saved.map((s) => s.studentId).sort()).toEqual(['a', 'c']);
    await expect(saveStudents(premium, save(['b'], { single: true }), deps)).rejects.toMatchObject({ code: 'STUDENTS.DO_NOT_CONTACT' });
    expect(world.balances.get(premium.id)).toBe(8);
  });

  it('saves unlocked students into the chosen collection and charges 1 credit each', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b'], balances: { [free.id]: 10 } });
    unlock(world, free.id, 'a', 'b');
    const target = await deps.collections.insert(free.id, { name: 'Toppers', description: null, color: '#10b981', tags: [] });
    expect(await saveStudents(free, save(['a', 'b'], { collectionId: target!.id }), deps)).toEqual({
      savedCount: 2,
      alreadySavedCount: 0,
      creditsConsumed: 2,
      remainingCredits: 8,
      collectionId: target!.id,
      skipped: [],
    });
    expect(world.saved.map((s) => [s.studentId, s.collectionId])).toEqual([
      ['a', target!.id],
      ['b', target!.id],
    ]);
  });

  it('counts students already saved without charging them again', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b'], balances: { [free.id]: 10 } });
    unlock(world, free.id, 'a', 'b');
    await saveStudents(free, save(['a']), deps);
    expect(await saveStudents(free, save(['a', 'b']), deps)).toMatchObject({ savedCount: 1, alreadySavedCount: 1, creditsConsumed: 1, remainingCredits: 8 });
  });

  it("files a save without a collection in the member's default collection", async () => {
    const { world, deps } = inMemoryCollections({ students: ['a'], balances: { [free.id]: 1 } });
    unlock(world, free.id, 'a');
    const { collectionId } = await saveStudents(free, save(['a']), deps);
    expect(world.collections.find((c) => c.id === collectionId)).toMatchObject({ name: 'My Saved Students', isDefault: true });
  });

  it('refuses a locked student for a free member (403) and charges nothing', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b'], balances: { [free.id]: 10 } });
    unlock(world, free.id, 'a');
    await expect(saveStudents(free, save(['a', 'b']), deps)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'SAVED.LOCKED',
      message: 'Unlock this student before saving it',
    });
    expect(world.saved).toEqual([]);
    expect(world.balances.get(free.id)).toBe(10);
  });

  it('lets a premium member save without unlocking, for 1 credit like everyone (spec 001 §9)', async () => {
    const { deps } = inMemoryCollections({ students: ['a'], balances: { [premium.id]: 3 } });
    expect(await saveStudents(premium, save(['a']), deps)).toMatchObject({ savedCount: 1, creditsConsumed: 1, remainingCredits: 2 });
  });

  it('charges nothing when credits are short, and saves nothing either', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a', 'b', 'c'], balances: { [free.id]: 2 } });
    unlock(world, free.id, 'a', 'b', 'c');
    await expect(saveStudents(free, save(['a', 'b', 'c']), deps)).rejects.toMatchObject({ kind: 'payment_required', code: 'CREDITS.INSUFFICIENT' });
    expect(world.saved).toEqual([]);
    expect(world.balances.get(free.id)).toBe(2);
  });

  it('answers 409 to a single save of a student already saved, unless it is the retry of that save', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a'], balances: { [free.id]: 5 } });
    unlock(world, free.id, 'a');
    const first = await saveStudents(free, save(['a'], { single: true, idempotencyKey: 'k' }), deps);
    expect(await saveStudents(free, save(['a'], { single: true, idempotencyKey: 'k' }), deps)).toEqual(first);
    await expect(saveStudents(free, save(['a'], { single: true }), deps)).rejects.toMatchObject({ kind: 'conflict', code: 'SAVED.ALREADY_SAVED' });
    expect(world.balances.get(free.id)).toBe(4);
  });

  it('refuses an unknown student (404) and an archived or foreign collection (404)', async () => {
    const { world, deps } = inMemoryCollections({ students: ['a'], balances: { [free.id]: 5, other: 5 } });
    unlock(world, free.id, 'a');
    await expect(saveStudents(free, save(['a', 'ghost']), deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND' });
    const archived = await deps.collections.insert(free.id, { name: 'Old', description: null, color: '#000000', tags: [] });
    await deps.collections.update(free.id, archived!.id, { isArchived: true });
    const foreign = await deps.collections.insert('other', { name: 'Theirs', description: null, color: '#000000', tags: [] });
    for (const collectionId of [archived!.id, foreign!.id]) {
      await expect(saveStudents(free, save(['a'], { collectionId }), deps)).rejects.toMatchObject({ code: 'COLLECTIONS.NOT_FOUND' });
    }
    expect(world.balances.get(free.id)).toBe(5);
  });
});
