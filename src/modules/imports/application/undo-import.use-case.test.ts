import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import type { AuditActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import type { ImportBatchRepository } from './ports/import-batch.repository.port';
import { undoImport } from './undo-import.use-case';

const admin: AuditActor = { kind: 'admin', id: '00000000-0000-4000-8000-000000000001', label: 'admin <admin@edureach.local>' };
const BATCH = '00000000-0000-4000-8000-00000000b001';

function world(batchExists: boolean) {
  const db = fakeTransactions();
  const statements: string[] = [];
  const students = {
    async deleteByBatch(batchId: string, tx: Transaction) {
      statements.push(`delete the students of ${batchId}${db.isOpen(tx) ? '' : ' OUTSIDE the transaction'}`);
      return 3;
    },
  };
  const batches = {
    async delete(tx: Transaction, id: string) {
      statements.push(`delete batch ${id}${db.isOpen(tx) ? '' : ' OUTSIDE the transaction'}`);
      return batchExists;
    },
  } as unknown as ImportBatchRepository;
  return { db, statements, deps: { students, batches, unitOfWork: db.unitOfWork, audit: db.audit } };
}

describe('undoing an import', () => {
  it("deletes the batch's students and the batch, and audits it, in one transaction", async () => {
    const { db, statements, deps } = world(true);
    expect(await undoImport(BATCH, admin, deps)).toEqual({ deletedStudents: 3 });
    expect(statements).toEqual([`delete the students of ${BATCH}`, `delete batch ${BATCH}`]);
    expect(db.audited).toEqual([{ actor: admin, action: 'students.import_undo', subject: { kind: 'import_batch', batchId: BATCH }, detail: { deletedStudents: 3 } }]);
    expect(db.transactions).toEqual(['committed']);
  });

  it('answers 404 for an unknown batch and rolls the deletes back', async () => {
    const { db, deps } = world(false);
    await expect(undoImport(BATCH, admin, deps)).rejects.toMatchObject({ code: 'IMPORT.BATCH_NOT_FOUND' });
    expect(db.audited).toEqual([]);
    expect(db.transactions).toEqual(['rolled back']);
  });
});
