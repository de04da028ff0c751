import { beforeAll, describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/**
 * The portal's first page is read once for every member for a moment (application/shared-pages.ts); what each
 * member receives is still masked by the server for that member, with their own unlocks read at that moment.
 */
const t = useTestApp();
let ids: string[];

beforeAll(async () => {
  ids = await addStudents(t.db.orm, [
    { studentName: 'Anaya Iyer', emailId: 'anaya.iyer@gmail.com', mobileNumber: '9876500001', address: '4 Beach Road, Chennai', state: 'Tamil Nadu' },
    { studentName: 'Vihaan Rao', emailId: 'vihaan.rao@gmail.com', mobileNumber: '9876500002', address: '9 Hill Road, Mysuru', state: 'Karnataka' },
  ]);
});

type Listed = { id: string; emailId: string; mobileNumber: string; address: string };
const firstPage = async (token: string) => {
  const response = await t.handle('/api/public/students?page=1&limit=20', { token });
  expect(response.status).toBe(200);
  return new Map(((await response.json()) as { students: Listed[] }).students.map((student) => [student.id, student]));
};

describe('the shared first page', () => {
  it("masks per member: one member's unlock shows in their page at once and in no one else's", async () => {
    const unlocker = await createMember(t.db.orm, { credits: 10 });
    const other = await createMember(t.db.orm);
    const premium = await createMember(t.db.orm, { premium: true });
    const [anaya, vihaan] = ids as [string, string];

    // read (and shared) before the unlock
    expect((await firstPage(other.token)).get(anaya)!.emailId).toBe('a****r@gmail.com');
    const unlocked = await t.handle('/api/website/students/unlock', { method: 'POST', token: unlocker.token, json: { studentId: anaya } });
    expect(unlocked.status).toBe(200);

    const mine = await firstPage(unlocker.token);
    expect(mine.get(anaya)).toMatchObject({ emailId: 'anaya.iyer@gmail.com', mobileNumber: '9876500001', address: '4 Beach Road, Chennai' });
    expect(mine.get(vihaan)!.emailId).not.toBe('vihaan.rao@gmail.com');
    const theirs = await firstPage(other.token);
    expect(theirs.get(anaya)!.emailId).toBe('a****r@gmail.com');
    expect(theirs.get(anaya)!.mobileNumber).not.toBe('9876500001');
    expect((await firstPage(premium.token)).get(vihaan)).toMatchObject({ emailId: 'vihaan.rao@gmail.com', mobileNumber: '9876500002' });
  });
});
