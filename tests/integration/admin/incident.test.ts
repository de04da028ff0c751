import { beforeAll, describe, expect, test } from 'bun:test';
import { incidentCsv, parseInstant } from '@src/incident-command';
import { commandDeps, moduleGraph } from '@src/composition-root';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';

/** `make incident`: from the audit log, the students a window touched, with their contacts, and who touched them. */
const t = useTestApp();
let unlocked: string;
let edited: string;
let untouched: string;
let member: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let before: Date;
let after: Date;

beforeAll(async () => {
  [unlocked, edited, untouched] = (await addStudents(t.db.orm, [
    { studentName: 'Meera Pillai', emailId: 'meera.incident@example.in', mobileNumber: '9876511001', age: 19 },
    { studentName: 'Kabir Shah', emailId: 'kabir.incident@example.in', mobileNumber: '9876511002', age: 20 },
    { studentName: 'Zoya Khan', emailId: 'zoya.incident@example.in', mobileNumber: '9876511003', age: 21 },
  ])) as [string, string, string];
  member = await createMember(t.db.orm, { credits: 10, email: 'institute.incident@example.in' });
  admin = await createAdmin(t.db.orm, { username: 'ops_incident', email: 'ops.incident@example.in' });
  before = new Date(Date.now() - 1000);
  const unlock = await t.handle('/api/website/students/unlock', { method: 'POST', token: member.token, json: { studentId: unlocked } });
  expect(unlock.status).toBe(200);
  const edit = await t.handle(`/api/students/${edited}`, { method: 'PATCH', token: admin.token, json: { city: 'Pune' } });
  expect(edit.status).toBe(200);
  after = new Date(Date.now() + 1000);
});

describe('incident report', () => {
  test('lists the students the window touched, with their contacts, and the member and admin who did it', async () => {
    const report = await moduleGraph(commandDeps(t.db.orm, t.config)).admin.incidentReport(before, after);
    const students = new Map(report.students.map((student) => [student.studentId, student]));
    expect([...students.keys()].sort()).toEqual([unlocked, edited].sort());
    expect(students.get(unlocked)).toMatchObject({
      name: 'Meera Pillai',
      email: 'meera.incident@example.in',
      mobile: '9876511001',
      actions: ['student.unlock'],
      by: ['institute.incident@example.in'],
    });
    expect(students.get(edited)).toMatchObject({ name: 'Kabir Shah', actions: ['student.update'], by: ['ops_incident <ops.incident@example.in>'] });
    expect(students.has(untouched)).toBe(false);
    const actors = report.actors.map(({ kind, id, students: count, actions }) => ({ kind, id, count, actions }));
    expect(actors).toContainEqual({ kind: 'member', id: member.id, count: 1, actions: ['student.unlock'] });
    expect(actors).toContainEqual({ kind: 'admin', id: admin.id, count: 1, actions: ['student.update'] });

    const csv = incidentCsv(report);
    expect(csv.students.split('\r\n')[0]).toBe('student_id,name,email,mobile,on_file,actions,by,first_at,last_at');
    expect(csv.students).toContain(`${unlocked},Meera Pillai,meera.incident@example.in,9876511001,yes,student.unlock,institute.incident@example.in`);
    expect(csv.actors).toContain(`member,${member.id},institute.incident@example.in,1,1,student.unlock`);
  });

  test('a window before the events lists no one', async () => {
    const report = await moduleGraph(commandDeps(t.db.orm, t.config)).admin.incidentReport(new Date(before.getTime() - 3_600_000), before);
    expect(report.students).toEqual([]);
    expect(report.actors).toEqual([]);
  });

  test('an erased student stays listed by id, marked as no longer on file', async () => {
    await moduleGraph(commandDeps(t.db.orm, t.config)).admin.eraseStudent(unlocked, { kind: 'system', id: null, label: 'make erase' });
    const report = await moduleGraph(commandDeps(t.db.orm, t.config)).admin.incidentReport(before, new Date(Date.now() + 1000));
    const gone = report.students.find((student) => student.studentId === unlocked);
    expect(gone).toMatchObject({ name: null, email: null, mobile: null });
    expect(gone?.actions).toEqual(['student.unlock', 'student.erase']);
  });

  test('FROM and TO are read as India time unless they name a zone', () => {
    expect(parseInstant('2026-11-01T00:00')?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(parseInstant('2026-11-01')?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(parseInstant('2026-11-01T00:00Z')?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseInstant('yesterday')).toBeUndefined();
  });
});
