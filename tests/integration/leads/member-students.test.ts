import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/**
 * Issue 25 §10: an integrator reads the students a member unlocked (paged, as the catalogue shows them) and one
 * student by id. The daily ceiling is 4 here, so that a student by id can be seen counted against it.
 */
const t = useTestApp({ env: { STUDENT_LIST_DAILY_LIMIT: '4' } });
let goa: string[];
let others: string[];

beforeAll(async () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
  goa = await addStudents(
    t.db.orm,
    ['Anil Goa', 'Bela Goa', 'Chitra Goa'].map((studentName, i) => ({ studentName, state: 'Goa', mobileNumber: `97000000${i}0`, createdAt: at(i) })),
  );
  others = await addStudents(
    t.db.orm,
    Array.from({ length: 6 }, (_, i) => ({ studentName: `Other ${i}`, state: 'Punjab', createdAt: at(10 + i) })),
  );
});

const get = async (path: string, token: string) => {
  const response = await t.handle(path, { token });
  return { status: response.status, body: (await response.json()) as any };
};
const unlock = (token: string, studentIds: string[]) => t.handle('/api/website/students/bulk-unlock', { method: 'POST', token, json: { studentIds } });

describe('the students a member unlocked, paged (GET /api/public/students/unlocked)', () => {
  it('answers the unlocked students newest unlock first, paged, each exactly as the catalogue shows them, with unlockedAt', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    for (const id of goa) expect((await unlock(member.token, [id])).status).toBe(200);

    const first = await get('/api/public/students/unlocked?limit=2', member.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(first.body.students.map((s: any) => s.studentName)).toEqual(['Chitra Goa', 'Bela Goa']);
    const second = await get('/api/public/students/unlocked?limit=2&page=2', member.token);
    expect(second.body.students.map((s: any) => s.studentName)).toEqual(['Anil Goa']);

    const catalogue = await get('/api/public/students?state=Goa&limit=3', member.token);
    const unlocked = [...first.body.students, ...second.body.students];
    for (const student of unlocked) {
      const { unlockedAt, ...asListed } = student;
      expect(Number.isNaN(Date.parse(unlockedAt))).toBe(false);
      expect(asListed).toEqual(catalogue.body.students.find((s: any) => s.id === student.id));
      expect(asListed).toMatchObject({ isUnlocked: true, mobileNumber: expect.stringMatching(/^97000000\d0$/) });
    }
    // the ids answer the portal counts with is unchanged
    const ids = await get('/api/website/students/unlocked', member.token);
    expect(ids.body.unlockedStudents.map((row: any) => row.studentId)).toEqual([goa[2], goa[1], goa[0]]);
  });

  it('answers an empty page to a member without unlocks, refuses a bad limit (400) and the unverified (403)', async () => {
    const member = await createMember(t.db.orm);
    expect((await get('/api/public/students/unlocked', member.token)).body).toEqual({ students: [], total: 0, totalPages: 1, page: 1, limit: 20 });
    expect((await get('/api/public/students/unlocked?limit=0', member.token)).status).toBe(400);
    expect((await get('/api/public/students/unlocked?limit=501', member.token)).status).toBe(400);
    const unverified = await createMember(t.db.orm, { verified: false });
    expect((await get('/api/public/students/unlocked', unverified.token)).status).toBe(403);
  });
});

describe('one student by id (GET /api/public/students/{id})', () => {
  it('shows the student as the catalogue shows them to this member: masked until unlocked, in full after', async () => {
    const member = await createMember(t.db.orm, { credits: 10 });
    const before = await get(`/api/public/students/${goa[0]}`, member.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: goa[0], studentName: 'Anil Goa', isUnlocked: false });
    expect(before.body.mobileNumber).not.toBe('9700000000');
    await unlock(member.token, [goa[0]!]);
    const after = await get(`/api/public/students/${goa[0]}`, member.token);
    expect(after.body).toMatchObject({ isUnlocked: true, mobileNumber: '9700000000' });
    const premium = await createMember(t.db.orm, { premium: true });
    expect((await get(`/api/public/students/${goa[1]}`, premium.token)).body).toMatchObject({ mobileNumber: '9700000010' });
  });

  it('answers 404 STUDENTS.NOT_FOUND in the error envelope for an unknown id, and 400 for a malformed one', async () => {
    const member = await createMember(t.db.orm);
    const unknown = await get(`/api/public/students/${crypto.randomUUID()}`, member.token);
    expect(unknown).toEqual({ status: 404, body: { error: 'Student not found', message: 'Student not found', code: 'STUDENTS.NOT_FOUND' } });
    expect((await get('/api/public/students/not-a-uuid', member.token)).status).toBe(400);
  });

  it('counts each student against the daily ceiling, as a catalogue row', async () => {
    const member = await createMember(t.db.orm);
    for (const id of others.slice(0, 4)) expect((await get(`/api/public/students/${id}`, member.token)).status).toBe(200);
    const fifth = await get(`/api/public/students/${others[4]}`, member.token);
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('CATALOGUE.DAILY_LIMIT');
    // one already shown today is shown again
    expect((await get(`/api/public/students/${others[0]}`, member.token)).status).toBe(200);
  });
});
