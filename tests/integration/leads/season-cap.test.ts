/**
 * ADR 0023: at most STUDENT_SEASON_CAP institutions unlock one student per admission season (here 2). A full student
 * refuses a single unlock (409, nothing charged) and is skipped by a bulk unlock (charged only for the rest); premium
 * institutions take a place too, and see a full student's contacts only if they hold one; the portal's list and detail
 * and the student's /my-data show the count.
 */
import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { portal } from '../rights/rights-helpers';
import { addStudents } from './student-mother';

const t = useTestApp({ env: { STUDENT_SEASON_CAP: '2' } });
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const unlock = (token: string, studentId: string) => t.handle('/api/website/students/unlock', { method: 'POST', token, json: { studentId } });
const balance = async (institutionId: string) =>
  (await sql<{ credits: number }>('select credits from institution_credits where institution_id = ?', [institutionId]))[0]!.credits;

describe('the season cap (ADR 0023)', () => {
  it('lets a premium institution take a place, free, and then refuses a full student, charging nothing', async () => {
    const [full, open] = await addStudents(t.db.orm, [{ studentName: 'Full Season' }, { studentName: 'Open Season' }]);
    const premium = await createMember(t.db.orm, { premium: true, credits: 3 });
    const first = await createMember(t.db.orm, { credits: 3 });
    const late = await createMember(t.db.orm, { credits: 3 });
    expect((await unlock(premium.token, full!)).status).toBe(200);
    expect(await balance(premium.institutionId)).toBe(3);
    expect((await unlock(first.token, full!)).status).toBe(200);

    const refused = await unlock(late.token, full!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'STUDENTS.SEASON_CAP',
      message: expect.stringContaining('contacted by 2 institutions this admission season (1 August–31 July)'),
    });
    expect(await balance(late.institutionId)).toBe(3);
    expect(await sql('select 1 from credit_transactions where institution_id = ? and credits_consumed > 0', [late.institutionId])).toHaveLength(0);

    // a bulk unlock skips the full student, says why, and charges only the other
    const bulk = await t.handle('/api/website/students/bulk-unlock', { method: 'POST', token: late.token, json: { studentIds: [full, open] } });
    expect(bulk.status).toBe(200);
    const body = (await bulk.json()) as any;
    expect(body).toMatchObject({ creditsConsumed: 1, remainingCredits: 2, studentIds: [open] });
    expect(body.skipped).toMatchObject([{ studentId: full, code: 'STUDENTS.SEASON_CAP' }]);

    // those who hold a place keep it
    expect(await (await unlock(first.token, full!)).json()).toMatchObject({ creditsConsumed: 0, alreadyUnlocked: true });

    // the portal shows "2 of 2" on the list and the detail
    const list = (await (await t.handle('/api/public/students?limit=100', { token: late.token })).json()) as any;
    expect(list.students.find((s: any) => s.id === full).institutionsThisSeason).toEqual({ count: 2, cap: 2 });
    expect(list.students.find((s: any) => s.id === open).institutionsThisSeason).toEqual({ count: 1, cap: 2 });
    const detail = (await (await t.handle(`/api/public/students/${full}`, { token: late.token })).json()) as any;
    expect(detail).toMatchObject({ isUnlocked: false, institutionsThisSeason: { count: 2, cap: 2 } });
  });

  it("keeps a premium institution's place after its membership ends, but unlocks nothing until it pays (no second place)", async () => {
    const [studentId] = await addStudents(t.db.orm, [{ studentName: 'Was Premium', mobileNumber: '9876522222' }]);
    const member = await createMember(t.db.orm, { premium: true, credits: 3 });
    expect(await (await unlock(member.token, studentId!)).json()).toMatchObject({ creditsConsumed: 0 });
    await sql("update institutions set membership_type = 'free', membership_expires_at = null where id = ?", [member.institutionId]);
    const masked = (await (await t.handle(`/api/public/students/${studentId}`, { token: member.token })).json()) as any;
    expect(masked).toMatchObject({ isUnlocked: false, institutionsThisSeason: { count: 1, cap: 2 } });
    expect(masked.mobileNumber).toContain('*');
    expect(await (await unlock(member.token, studentId!)).json()).toMatchObject({ creditsConsumed: 1, alreadyUnlocked: false, student: { isUnlocked: true } });
    expect(await balance(member.institutionId)).toBe(2);
    const [places] = await sql<{ institutions: number }>('select institutions from student_season_places where student_id = ?', [studentId]);
    expect(places!.institutions).toBe(1);
  });

  it("masks a full student's contacts from a premium institution without a place, and keeps them open to one that holds a place", async () => {
    const [studentId] = await addStudents(t.db.orm, [{ studentName: 'Full For Premium', emailId: 'full.premium@example.in', mobileNumber: '9876533333' }]);
    const holder = await createMember(t.db.orm, { premium: true });
    const [first, second] = [await createMember(t.db.orm, { credits: 3 }), await createMember(t.db.orm, { credits: 3 })];
    const newcomer = await createMember(t.db.orm, { premium: true });
    const detail = async (token: string) => (await (await t.handle(`/api/public/students/${studentId}`, { token })).json()) as any;
    // before the season fills, premium sees everything without taking a place
    expect((await detail(newcomer.token)).mobileNumber).toBe('9876533333');
    expect((await unlock(first.token, studentId!)).status).toBe(200);
    expect((await unlock(holder.token, studentId!)).status).toBe(200);

    // full (2 of 2): the premium institution that holds no place gets the contacts masked, in the detail and the list
    const masked = await detail(newcomer.token);
    expect(masked).toMatchObject({ institutionsThisSeason: { count: 2, cap: 2 } });
    expect(masked.mobileNumber).not.toContain('9876533333');
    expect(masked.emailId).not.toBe('full.premium@example.in');
    const list = (await (await t.handle('/api/public/students?limit=100&search=Full%20For%20Premium', { token: newcomer.token })).json()) as any;
    expect(list.students[0].mobileNumber).not.toBe('9876533333');
    expect(JSON.stringify(list)).not.toContain('9876533333');
    // its unlock is refused like anyone's
    expect((await unlock(newcomer.token, studentId!)).status).toBe(409);
    // the premium institution holding a place still sees them; so does a free one that paid
    expect((await detail(holder.token)).mobileNumber).toBe('9876533333');
    expect((await detail(first.token)).mobileNumber).toBe('9876533333');
    // and a free member without a place is masked, as before
    expect((await detail(second.token)).mobileNumber).not.toBe('9876533333');
  });

  it('shows the student the count in /my-data', async () => {
    const [studentId] = await addStudents(t.db.orm, [{ studentName: 'Rights Holder', emailId: 'season.cap@example.in', mobileNumber: '9876511111' }]);
    const member = await createMember(t.db.orm, { credits: 3 });
    expect((await unlock(member.token, studentId!)).status).toBe(200);
    const my = portal(t);
    const data = await my.myData(await my.signIn('season.cap@example.in'));
    expect(data.status).toBe(200);
    expect(data.body.records.find((r: any) => r.id === studentId).institutionsThisSeason).toEqual({ count: 1, cap: 2 });
  });
});
