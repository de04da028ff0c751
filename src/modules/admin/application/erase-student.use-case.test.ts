import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import { systemActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import { eraseStudent, type ErasureDeps } from './erase-student.use-case';

const actor = systemActor('make erase');
const ID = '00000000-0000-4000-8000-0000000000e1';

function world(auditRefuses = false) {
  const db = fakeTransactions();
  const steps: string[] = [];
  const within = (tx: Transaction, step: string) => steps.push(db.isOpen(tx) ? step : `${step} OUTSIDE the transaction`);
  const deps: ErasureDeps = {
    unitOfWork: db.unitOfWork,
    audit: auditRefuses ? { ...db.audit, recordWithin: async () => Promise.reject(new Error('audit store refused')) } : db.audit,
    students: {
      findForErasure: async () => ({ id: ID }),
      eraseWithin: async (tx) => (within(tx, 'delete the student'), { mobileNumber: '9800000001', emailId: 'aarav@example.in' }),
    },
    credits: { forgetStudentWithin: async (tx) => (within(tx, 'stub the unlocks and ledger rows'), { unlocks: 1, ledgerRows: 2 }) },
    collections: { forgetStudentWithin: async (tx) => (within(tx, 'remove the saved rows'), 3) },
    imports: { scrubWithin: async (tx, values) => (within(tx, `scrub ${values.join(' and ')}`), 4) },
  };
  return { db, steps, deps };
}

describe('erasing a student', () => {
  it('stubs the unlocks before the student row goes, scrubs its contact details, and records who erased: one transaction', async () => {
    const { db, steps, deps } = world();
    const receipt = await eraseStudent('9800000001', actor, deps);
    expect(steps).toEqual(['stub the unlocks and ledger rows', 'remove the saved rows', 'delete the student', 'scrub 9800000001 and aarav@example.in']);
    expect(receipt).toEqual({ studentId: ID, unlocksAnonymised: 1, ledgerRowsAnonymised: 2, savedRemoved: 3, importLogsScrubbed: 4 });
    expect(db.audited).toEqual([
      { actor, action: 'student.erase', subject: { kind: 'student', studentIds: [ID] }, detail: { unlocksAnonymised: 1, ledgerRowsAnonymised: 2, savedRemoved: 3, importLogsScrubbed: 4 } },
    ]);
    expect(db.transactions).toEqual(['committed']);
  });

  it('rolls everything back when the audit row cannot be written', async () => {
    const { db, deps } = world(true);
    await expect(eraseStudent(ID, actor, deps)).rejects.toThrow('audit store refused');
    expect(db.transactions).toEqual(['rolled back']);
  });
});
