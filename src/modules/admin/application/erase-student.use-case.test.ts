import { describe, expect, it } from 'bun:test';
import { systemActor, type AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import { eraseStudent, type ErasureDeps } from './erase-student.use-case';

const actor = systemActor('make erase');

/** Fakes of each module's part of an erasure; `steps` says what each did, in order. */
function world(options: { auditRefuses?: boolean } = {}) {
  const state = { students: ['aarav'], steps: [] as string[], audit: [] as AuditEntry[] };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(state);
  const audit = inMemoryAuditTrail(state, assertOpen);
  const deps: ErasureDeps = {
    unitOfWork,
    audit: options.auditRefuses ? { ...audit, recordWithin: async () => Promise.reject(new Error('audit store refused')) } : audit,
    students: {
      findForErasure: async () => ({ id: 'aarav' }),
      async eraseWithin(tx, id) {
        assertOpen(tx);
        state.students = state.students.filter((student) => student !== id);
        state.steps.push('delete the student');
        return { mobileNumber: '9800000001', emailId: 'aarav@example.in' };
      },
    },
    unlocks: { forgetUnlocksWithin: async (tx) => (assertOpen(tx), state.steps.push('stub the unlocks'), 1) },
    credits: { forgetStudentWithin: async (tx) => (assertOpen(tx), state.steps.push('stub the ledger rows'), { ledgerRows: 2 }) },
    collections: { forgetStudentWithin: async (tx) => (assertOpen(tx), state.steps.push('remove the saved rows'), 3) },
    imports: { scrubWithin: async (tx, values) => (assertOpen(tx), state.steps.push(`scrub ${values.join(' and ')}`), 4) },
  };
  return { state, deps };
}

describe('erasing a student', () => {
  it('stubs the unlocks before the student row goes, scrubs its contact details, and records who erased', async () => {
    const { state, deps } = world();
    const receipt = await eraseStudent('9800000001', actor, deps);
    expect(state.steps).toEqual([
      'stub the unlocks',
      'stub the ledger rows',
      'remove the saved rows',
      'delete the student',
      'scrub 9800000001 and aarav@example.in',
    ]);
    expect(receipt).toEqual({
      studentId: 'aarav',
      unlocksAnonymised: 1,
      ledgerRowsAnonymised: 2,
      savedRemoved: 3,
      importLogsScrubbed: 4,
      contactsSuppressed: 0,
      membersNotified: 0,
    });
    expect(state.audit).toEqual([
      {
        actor,
        action: 'student.erase',
        subject: { kind: 'student', studentIds: ['aarav'] },
        detail: { unlocksAnonymised: 1, ledgerRowsAnonymised: 2, savedRemoved: 3, importLogsScrubbed: 4, contactsSuppressed: 0, membersNotified: 0 },
      },
    ]);
  });

  it('erases nothing when the audit row cannot be written', async () => {
    const { state, deps } = world({ auditRefuses: true });
    await expect(eraseStudent('aarav', actor, deps)).rejects.toThrow('audit store refused');
    expect(state.students).toEqual(['aarav']);
    expect(state.steps).toEqual([]);
  });
});
