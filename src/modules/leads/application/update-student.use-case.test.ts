import { describe, expect, it } from 'bun:test';
import type { AuditActor, AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { AdminStudent } from '../student-admin.contracts';
import { bulkUpdateStudents } from './bulk-update-students.use-case';
import type { StudentAdminRepository } from './ports/student-admin.repository.port';
import type { StudentAdminDeps } from './student-admin.deps';
import { updateStudent } from './update-student.use-case';

const admin: AuditActor = { kind: 'admin', id: 'admin-1', label: 'root <root@edureach.in>' };

/** Fakes of the student-admin ports: the catalogue (a city per student) and the audit trail. */
function world() {
  const state = {
    catalogue: new Map([
      ['aarav', { id: 'aarav', city: 'Pune' }],
      ['diya', { id: 'diya', city: 'Ahmedabad' }],
    ]),
    audit: [] as AuditEntry[],
  };
  const { unitOfWork, assertOpen } = inMemoryUnitOfWork(state);
  const students = {
    async update(tx, id, patch) {
      assertOpen(tx);
      const student = state.catalogue.get(id);
      if (student && patch.city) student.city = patch.city;
      return Boolean(student);
    },
    async updateMany(tx, ids, updates) {
      assertOpen(tx);
      const found = ids.filter((id) => state.catalogue.has(id));
      for (const id of found) if (updates.city) state.catalogue.get(id)!.city = updates.city;
      return found;
    },
    find: async (_tx, id) => (state.catalogue.get(id) as AdminStudent | undefined) ?? null,
  } as StudentAdminRepository;
  const deps: StudentAdminDeps = { students, unitOfWork, audit: inMemoryAuditTrail(state, assertOpen) };
  return { state, deps };
}

describe('an administrator editing students', () => {
  it('answers the edited student and audits the names of the fields changed, never their values', async () => {
    const { state, deps } = world();
    expect(await updateStudent('aarav', { city: 'Mumbai', state: undefined }, admin, deps)).toMatchObject({ id: 'aarav', city: 'Mumbai' });
    expect(state.audit).toEqual([
      { actor: admin, action: 'student.update', subject: { kind: 'student', studentIds: ['aarav'] }, detail: { fields: ['city'] } },
    ]);
  });

  it('answers 404 for a student that is gone, and audits nothing', async () => {
    const { state, deps } = world();
    await expect(updateStudent('gone', { city: 'Mumbai' }, admin, deps)).rejects.toMatchObject({ code: 'STUDENTS.NOT_FOUND', message: 'Student not found' });
    expect(state.audit).toEqual([]);
  });

  it('in bulk, reports the ids that are gone and audits only the students it changed', async () => {
    const { state, deps } = world();
    expect(await bulkUpdateStudents(['aarav', 'gone', 'diya'], { city: 'Nagpur' }, admin, deps)).toEqual({ updated: 2, errors: ['Student gone not found'] });
    expect([...state.catalogue.values()].map((student) => student.city)).toEqual(['Nagpur', 'Nagpur']);
    expect(state.audit).toEqual([
      { actor: admin, action: 'student.bulk_update', subject: { kind: 'students', studentIds: ['aarav', 'diya'] }, detail: { fields: ['city'], updated: 2 } },
    ]);
  });
});
