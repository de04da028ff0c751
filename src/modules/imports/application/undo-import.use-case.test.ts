import { describe, expect, it } from 'bun:test';
import type { AuditActor } from '@platform/audit/audit-trail';
import { inMemoryImports } from './testing/in-memory-imports';
import { undoImport } from './undo-import.use-case';

const admin: AuditActor = { kind: 'admin', id: 'admin-1', label: 'root <root@edureach.in>' };

describe('undoing an import', () => {
  it("deletes the batch's students and the batch, and audits it", async () => {
    const { world, deps } = inMemoryImports([], ['batch-1']);
    world.catalogue.set('9800000001', { batchId: 'batch-1' });
    world.catalogue.set('9800000002', { batchId: 'batch-1' });
    world.catalogue.set('9800000003', { batchId: null });
    expect(await undoImport('batch-1', admin, deps)).toEqual({ deletedStudents: 2 });
    expect([...world.catalogue.keys()]).toEqual(['9800000003']);
    expect(world.batches.has('batch-1')).toBe(false);
    expect(world.audit).toEqual([
      { actor: admin, action: 'students.import_undo', subject: { kind: 'import_batch', batchId: 'batch-1' }, detail: { deletedStudents: 2 } },
    ]);
  });

  it('answers 404 for an unknown batch and deletes nothing', async () => {
    const { world, deps } = inMemoryImports([], ['batch-1']);
    world.catalogue.set('9800000001', { batchId: 'batch-9' });
    await expect(undoImport('batch-9', admin, deps)).rejects.toMatchObject({ code: 'IMPORT.BATCH_NOT_FOUND', message: 'Import batch not found' });
    expect(world.catalogue.has('9800000001')).toBe(true);
    expect(world.audit).toEqual([]);
  });
});
