import { describe, expect, it } from 'bun:test';
import { fakeTransactions } from '../../../../tests/support/fake-unit-of-work';
import type { AuditActor } from '../../../platform/audit/audit-trail';
import type { Transaction } from '../../../platform/kernel/transaction';
import type { AdminStudent } from '../student-admin.contracts';
import { bulkUpdateStudents } from './bulk-update-students.use-case';
import type { StudentAdminRepository } from './ports/student-admin.repository.port';
import { updateStudent } from './update-student.use-case';

const admin: AuditActor = { kind: 'admin', id: '00000000-0000-4000-8000-000000000001', label: 'admin <admin@edureach.local>' };
const AARAV = '00000000-0000-4000-8000-0000000000a1';
const DIYA = '00000000-0000-4000-8000-0000000000a2';
const GONE = '00000000-0000-4000-8000-0000000000ff';

function world() {
  const db = fakeTransactions();
  const catalogue = new Map<string, Record<string, unknown>>([
    [AARAV, { id: AARAV, city: 'Pune' }],
    [DIYA, { id: DIYA, city: 'Ahmedabad' }],
  ]);
  const students = {
    async update(tx: Transaction, id: string, patch: object) {
      const student = db.isOpen(tx) ? catalogue.get(id) : undefined;
      if (student) Object.assign(student, patch);
      return Boolean(student);
    },
    async updateMany(tx: Transaction, ids: readonly string[], updates: object) {
      return ids.filter((id) => db.isOpen(tx) && catalogue.has(id) && Object.assign(catalogue.get(id)!, updates));
    },
    async find(_tx: Transaction, id: string) {
      return (catalogue.get(id) as AdminStudent | undefined) ?? null;
    },
  } as StudentAdminRepository;
  return { db, deps: { students, unitOfWork: db.unitOfWork, audit: db.audit } };
}

describe('an admin edits students', () => {
  it('answers the edited student and audits the names of the fields changed, never their values', async () => {
    const { db, deps } = world();
    expect(await updateStudent(AARAV, { city: 'Mumbai', state: undefined }, admin, deps)).toEqual({ id: AARAV, city: 'Mumbai' } as unknown as AdminStudent);
    expect(db.audited).toEqual([{ actor: admin, action: 'student.update', subject: { kind: 'student', studentIds: [AARAV] }, detail: { fields: ['city'] } }]);
  });

  it('answers 404 for a student that is gone, and audits nothing', async () => {
    const { db, deps } = world();
    await expect(updateStudent(GONE, { city: 'Mumbai' }, admin, deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND' });
    expect(db.audited).toEqual([]);
  });

  it('bulk edit reports the ids that are gone and audits only the students it changed', async () => {
    const { db, deps } = world();
    expect(await bulkUpdateStudents([AARAV, GONE, DIYA], { city: 'Nagpur' }, admin, deps)).toEqual({ updated: 2, errors: [`Student ${GONE} not found`] });
    expect(db.audited).toEqual([
      { actor: admin, action: 'student.bulk_update', subject: { kind: 'students', studentIds: [AARAV, DIYA] }, detail: { fields: ['city'], updated: 2 } },
    ]);
  });
});
