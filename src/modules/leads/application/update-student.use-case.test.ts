import { describe, expect, it } from 'bun:test';
import type { AuditActor, AuditEntry } from '@platform/audit/audit-trail';
import { inMemoryAuditTrail } from '@platform/audit/in-memory-audit-trail';
import { DomainError } from '@platform/kernel/domain-error';
import { inMemoryUnitOfWork } from '@platform/kernel/in-memory-unit-of-work';
import type { AdminStudent, StudentForm } from '../student-admin.contracts';
import { bulkUpdateStudents } from './bulk-update-students.use-case';
import { createStudent } from './create-student.use-case';
import type { StudentAdminPrivacy } from './ports/student-admin-privacy.port';
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
    async insert(tx, form) {
      assertOpen(tx);
      state.catalogue.set(form.studentName, { id: form.studentName, city: form.city });
      return form.studentName;
    },
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

/** A fake of privacy's suppression list (ADR 0017), which keeps every contact it was asked about. */
function suppressionList(...suppressed: string[]) {
  const asked: { email?: string | null; mobile?: string | null }[] = [];
  const privacy: Pick<StudentAdminPrivacy, 'refuseSuppressed'> = {
    async refuseSuppressed(contact) {
      asked.push(contact);
      if ([contact.email, contact.mobile].some((value) => value && suppressed.includes(value))) {
        throw new DomainError('conflict', 'PRIVACY.SUPPRESSED', 'suppressed');
      }
    },
  };
  return { asked, privacy };
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

  it("refuses the admin's own entry of a withdrawn or erased student's contact, and adds or changes nothing", async () => {
    const { state, deps } = world();
    const { privacy } = suppressionList('9800000001', 'gone@example.in');
    const form = { studentName: 'kabir', mobileNumber: '9800000001', city: 'Pune' } as StudentForm;
    await expect(createStudent(form, admin, { ...deps, privacy })).rejects.toMatchObject({ code: 'PRIVACY.SUPPRESSED' });
    await expect(updateStudent('aarav', { emailId: 'gone@example.in' }, admin, { ...deps, privacy })).rejects.toMatchObject({ code: 'PRIVACY.SUPPRESSED' });
    expect([...state.catalogue.keys()]).toEqual(['aarav', 'diya']);
    expect(state.audit).toEqual([]);
  });

  it('asks the suppression list about an edit only when it changes the e-mail or the mobile number', async () => {
    const { deps } = world();
    const { asked, privacy } = suppressionList();
    await updateStudent('aarav', { city: 'Mumbai' }, admin, { ...deps, privacy });
    await updateStudent('aarav', { mobileNumber: '9800000002' }, admin, { ...deps, privacy });
    expect(asked).toEqual([{ email: undefined, mobile: '9800000002' }]);
  });
});
