import { describe, expect, it } from 'bun:test';
import type { AuditActor } from '@platform/audit/audit-trail';
import { inMemoryImports } from './testing/in-memory-imports';
import { previewUndo, undoImport } from './undo-import.use-case';

const admin: AuditActor = { kind: 'admin', id: 'admin-1', label: 'root <root@edureach.in>' };

describe('undoing an import', () => {
  it("deletes the batch's students, keeps the batch as undone, and audits it", async () => {
    const { world, deps } = inMemoryImports([], ['batch-1']);
    world.catalogue.set('9800000001', { batchId: 'batch-1' });
    world.catalogue.set('9800000002', { batchId: 'batch-1' });
    world.catalogue.set('9800000003', { batchId: null });
    expect(await undoImport('batch-1', admin, deps)).toEqual({ deletedStudents: 2, refundedMembers: 0, refundedCredits: 0 });
    expect([...world.catalogue.keys()]).toEqual(['9800000003']);
    expect(world.undone.get('batch-1')).toEqual({ by: 'admin-1', refundedMembers: 0, refundedCredits: 0 });
    expect(world.audit).toEqual([
      {
        actor: admin,
        action: 'students.import_undo',
        subject: { kind: 'import_batch', batchId: 'batch-1' },
        detail: { deletedStudents: 2, refundedMembers: 0, refundedCredits: 0 },
      },
    ]);
  });

  it('says beforehand, and then refunds, what members paid for the removed students, and tells them (issue 25 §2)', async () => {
    const { world, deps } = inMemoryImports([], ['batch-1']);
    world.catalogue.set('9800000001', { batchId: 'batch-1' });
    world.catalogue.set('9800000002', { batchId: 'batch-1' });
    world.catalogue.set('9800000003', { batchId: null });
    // m1 unlocked and saved one (2 credits) and saved another (1); m2 paid for a student of no batch
    world.paid.set('m1 9800000001', 2);
    world.paid.set('m1 9800000002', 1);
    world.paid.set('m2 9800000003', 1);
    expect(await previewUndo('batch-1', deps)).toEqual({ students: 2, membersToRefund: 1, creditsToRefund: 3 });
    const told: unknown[] = [];
    const receipt = await undoImport('batch-1', admin, { ...deps, tellRefunded: async (refunds) => void told.push(...refunds) });
    expect(receipt).toEqual({ deletedStudents: 2, refundedMembers: 1, refundedCredits: 3 });
    expect(world.refunds).toEqual([{ memberId: 'm1', credits: 3, reference: 'import-undo:batch-1' }]);
    expect(told).toEqual([{ memberId: 'm1', credits: 3, students: 2 }]);
    // a second undo changes nothing and says why
    await expect(undoImport('batch-1', admin, deps)).rejects.toMatchObject({ code: 'IMPORT.ALREADY_UNDONE' });
    await expect(previewUndo('batch-1', deps)).rejects.toMatchObject({ code: 'IMPORT.ALREADY_UNDONE' });
    expect(world.refunds).toHaveLength(1);
  });

  it('answers 404 for an unknown batch and deletes nothing', async () => {
    const { world, deps } = inMemoryImports([], ['batch-1']);
    world.catalogue.set('9800000001', { batchId: 'batch-9' });
    await expect(undoImport('batch-9', admin, deps)).rejects.toMatchObject({ code: 'IMPORT.BATCH_NOT_FOUND', message: 'Import batch not found' });
    expect(world.catalogue.has('9800000001')).toBe(true);
    expect(world.audit).toEqual([]);
  });
});
