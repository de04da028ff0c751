import { describe, expect, it } from 'bun:test';
import { exportSavedStudents } from './export-saved-students.use-case';
import { inMemoryCollections, NOW } from './testing/in-memory-collections';

const actor = (id: string) => ({ kind: 'member' as const, id, label: `${id}@example.in` });

/** A member with a collection 'Toppers' holding these students, saved with the given unlocks. */
async function memberWithCollection(isPremium: boolean, credits: number, students: string[], unlocked: string[]) {
  const { world, deps } = inMemoryCollections({ students, balances: { m: credits } });
  for (const id of unlocked) world.unlocked.add(`m ${id}`);
  const toppers = (await deps.collections.insert('m', { name: 'Toppers', description: null, color: '#3b82f6', tags: [] }))!;
  for (const studentId of students)
    world.saved.push({ memberId: 'm', savedId: `s-${studentId}`, studentId, collectionId: toppers.id, notes: null, savedAt: NOW });
  return { world, deps, saver: { id: 'm', institutionId: 'm', isPremium }, toppers };
}

describe('exporting saved students', () => {
  it('charges only the rows shown in full, notes the export in each row and audits it once', async () => {
    const { world, deps, saver, toppers } = await memberWithCollection(false, 10, ['a', 'b', 'c'], ['a', 'b']);
    const result = await exportSavedStudents(saver, { collectionId: toppers.id }, deps, actor('m'));
    expect(result).toMatchObject({ fileName: 'saved-students-toppers-2026-03-04.csv', exportedCount: 3, creditsConsumed: 2, remainingCredits: 8 });
    expect(world.charges).toEqual([{ memberId: 'm', kind: 'export', studentIds: ['a', 'b'], credits: 2 }]);
    expect(world.saved.every((s) => s.notes?.startsWith('Exported on 4 Mar 2026'))).toBe(true);
    expect(world.audit).toMatchObject([{ action: 'collection.export', detail: { exported: 3, creditsConsumed: 2 } }]);
    // the locked row is in the file, masked
    expect(result.csv).toContain('****');
  });

  it('with credits short: 402 naming what the export needs, and neither balance, notes nor audit change', async () => {
    const { world, deps, saver } = await memberWithCollection(false, 1, ['a', 'b', 'c'], ['a', 'b', 'c']);
    await expect(exportSavedStudents(saver, { studentIds: ['a', 'b', 'c'] }, deps, actor('m'))).rejects.toMatchObject({
      kind: 'payment_required',
      code: 'CREDITS.INSUFFICIENT',
      message: 'Insufficient credits. Need 3 credits to export 3 students.',
    });
    expect(world.balances.get('m')).toBe(1);
    expect(world.saved.map((s) => s.notes)).toEqual([null, null, null]);
    expect(world.audit).toEqual([]);
  });

  it('charges a premium member nothing (their saves were paid: spec 001 §9)', async () => {
    const { world, deps, saver, toppers } = await memberWithCollection(true, 0, ['a', 'b'], []);
    expect(await exportSavedStudents(saver, { collectionId: toppers.id }, deps, actor('m'))).toMatchObject({
      exportedCount: 2,
      creditsConsumed: 0,
      remainingCredits: 0,
    });
    expect(world.charges).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the same file, charged and noted once', async () => {
    const { world, deps, saver, toppers } = await memberWithCollection(false, 10, ['a'], ['a']);
    const first = await exportSavedStudents(saver, { collectionId: toppers.id, idempotencyKey: 'k' }, deps, actor('m'));
    expect(await exportSavedStudents(saver, { collectionId: toppers.id, idempotencyKey: 'k' }, deps, actor('m'))).toEqual(first);
    expect(world.balances.get('m')).toBe(9);
    expect(world.saved[0]!.notes!.split('\n')).toHaveLength(1);
  });

  it('refuses an empty selection (EXPORT.EMPTY) and charges nothing', async () => {
    const { world, deps, saver } = await memberWithCollection(false, 10, ['a'], ['a']);
    await expect(exportSavedStudents(saver, { studentIds: ['not-saved'] }, deps, actor('m'))).rejects.toMatchObject({ code: 'EXPORT.EMPTY' });
    expect(world.balances.get('m')).toBe(10);
  });
});
