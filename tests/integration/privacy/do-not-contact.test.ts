import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { CSV_HEADER, csvRow, upload } from '../admin/admin-builders';
import { addStudents } from '../leads/student-mother';

/** Issue 16 §3: the do-not-contact flag, through the admin's, the import's and the members' API. */
const t = useTestApp();
let admin: { id: string; token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit; token?: string } = {}) => t.handle(path, { token: admin.token, ...init });
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const balance = async (memberId: string) =>
  (
    await sql<{ credits: number }>('select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?', [
      memberId,
    ])
  )[0]!.credits;
const flag = (id: string, reason: string) => call(`/api/privacy/students/${id}/do-not-contact`, { method: 'PUT', json: { reason } });
const unlock = (id: string, token: string) => call('/api/website/students/unlock', { method: 'POST', json: { studentId: id }, token });
const portalRow = async (name: string, token: string) =>
  ((await (await call(`/api/public/students?search=${encodeURIComponent(name)}`, { token })).json()) as any).students.find((s: any) => s.studentName === name);

describe('the do-not-contact flag', () => {
  it('is set and cleared by an admin, audited, and shows "Do not contact" to members', async () => {
    const [id] = await addStudents(t.db.orm, [{ studentName: 'Flagged Farhan', mobileNumber: '9300000001' }]);
    const member = await createMember(t.db.orm);
    const set = await flag(id!, 'objection');
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ studentId: id, doNotContact: 'objection' });
    expect((await (await call(`/api/privacy/students/${id}/consent`)).json()).doNotContact).toBe('objection');
    const row = await portalRow('Flagged Farhan', member.token);
    expect(row.provenance.doNotContact).toBe(true);
    expect(row.privacyLabel).toBe('Do not contact');
    const audit = await sql("select detail from audit_log where action = 'student.update' and ?::uuid = any(subject_student_ids) order by occurred_at", [id]);
    expect(audit.map((row) => row.detail)).toEqual([{ fields: ['doNotContact'], doNotContact: 'objection', by: 'admin', membersNotified: 0 }]);

    const cleared = await call(`/api/privacy/students/${id}/do-not-contact`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ studentId: id, doNotContact: null });
    expect((await portalRow('Flagged Farhan', member.token)).privacyLabel).toBeNull();
    const again = await call(`/api/privacy/students/${id}/do-not-contact`, { method: 'DELETE' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('PRIVACY.NOT_FLAGGED');
  });

  it('refuses an unknown student (404) and an unknown reason (400)', async () => {
    expect((await flag('00000000-0000-4000-8000-000000000999', 'dnd_registry')).status).toBe(404);
    const [id] = await addStudents(t.db.orm, [{}]);
    expect((await flag(id!, 'maybe')).status).toBe(400);
  });

  it('refuses new unlocks at no charge, free and premium alike, while a member who unlocked before keeps the contacts', async () => {
    const [id] = await addStudents(t.db.orm, [{ studentName: 'Dnd Deepa', mobileNumber: '9300000002', emailId: 'deepa@example.in' }]);
    const earlier = await createMember(t.db.orm, { credits: 5 });
    expect((await unlock(id!, earlier.token)).status).toBe(200);
    expect((await flag(id!, 'dnd_registry')).status).toBe(200);

    const later = await createMember(t.db.orm, { credits: 5 });
    const refused = await unlock(id!, later.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'STUDENTS.DO_NOT_CONTACT', message: expect.stringContaining('No credit was charged') });
    expect(await balance(later.id)).toBe(5);
    expect((await portalRow('Dnd Deepa', later.token)).mobileNumber).toBe('93******02');

    const premium = await createMember(t.db.orm, { premium: true });
    expect((await unlock(id!, premium.token)).status).toBe(409);
    expect((await portalRow('Dnd Deepa', premium.token)).emailId).not.toBe('deepa@example.in');

    const kept = await portalRow('Dnd Deepa', earlier.token);
    expect([kept.mobileNumber, kept.emailId, kept.isUnlocked]).toEqual(['9300000002', 'deepa@example.in', true]);
    expect((await unlock(id!, earlier.token)).status).toBe(200);
    expect(await balance(earlier.id)).toBe(4);
  });

  it('tells every member holding a copy, as a withdrawal does: a notice on the portal and an e-mail, once (issue 25 §5)', async () => {
    const [id] = await addStudents(t.db.orm, [{ studentName: 'Objecting Omkar', mobileNumber: '9300000009' }]);
    // 20 credits: the unlock leaves the pool above the low-pool mark (ADR 0021), so the only e-mail is the notice
    const holder = await createMember(t.db.orm, { credits: 20, email: 'holder.dnc@example.in' });
    expect((await unlock(id!, holder.token)).status).toBe(200);
    expect((await flag(id!, 'objection')).status).toBe(200);
    const notices = await (await t.handle('/api/website/privacy-notices', { token: holder.token })).json();
    expect(notices.message).toBe('1 student asked not to be contacted — delete your copy');
    expect(notices.notices).toEqual([expect.objectContaining({ studentId: id, studentName: 'Objecting Omkar', reason: 'do_not_contact' })]);
    const mails = await sql("select subject from mail_outbox where to_address = 'holder.dnc@example.in'");
    expect(mails).toEqual([{ subject: 'A student asked not to be contacted: please delete your copy' }]);
    expect((await flag(id!, 'objection')).status).toBe(200);
    expect(await sql("select subject from mail_outbox where to_address = 'holder.dnc@example.in'")).toHaveLength(1);
  });

  it('is left out of a bulk unlock and a bulk save, named with the reason, while the rest go ahead and are charged (issue 25 §4)', async () => {
    const [dnd, open] = await addStudents(t.db.orm, [
      { studentName: 'Bulk Dnd', mobileNumber: '9300000021', dateOfBirth: '2000-01-01', age: 26 },
      { studentName: 'Bulk Open', mobileNumber: '9300000022', dateOfBirth: '2000-01-01', age: 26 },
    ]);
    expect((await flag(dnd!, 'objection')).status).toBe(200);
    const member = await createMember(t.db.orm, { credits: 10 });
    const unlocked = await call('/api/website/students/bulk-unlock', { method: 'POST', json: { studentIds: [dnd, open] }, token: member.token });
    expect(unlocked.status).toBe(200);
    const answer = await unlocked.json();
    expect(answer).toMatchObject({ unlocked: 1, creditsConsumed: 1, remainingCredits: 9, studentIds: [open] });
    expect(answer.skipped).toEqual([{ studentId: dnd, code: 'STUDENTS.DO_NOT_CONTACT', message: expect.stringContaining('asked not to be contacted') }]);

    // a premium member sees every contact but may not buy a save of one nobody may contact
    const premium = await createMember(t.db.orm, { premium: true, credits: 10 });
    const made = await call('/api/website/collections', { method: 'POST', json: { name: 'Bulk picks' }, token: premium.token });
    const collectionId = ((await made.json()) as { collection: { id: string } }).collection.id;
    const saved = await call('/api/website/saved-students/bulk', { method: 'POST', json: { studentIds: [dnd, open], collectionId }, token: premium.token });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ savedCount: 1, creditsConsumed: 1, skipped: [{ studentId: dnd, code: 'STUDENTS.DO_NOT_CONTACT' }] });
    expect(await balance(premium.id)).toBe(9);
    const single = await call('/api/website/saved-students', { method: 'POST', json: { studentId: dnd }, token: premium.token });
    expect(single.status).toBe(409);
    expect((await single.json()).code).toBe('STUDENTS.DO_NOT_CONTACT');
    expect(await sql('select student_id from saved_students where user_id = ?', [premium.id])).toEqual([{ student_id: open }]);
    expect(await balance(premium.id)).toBe(9);
  });

  it("is read from an import's do_not_contact column, and a cell it cannot read is reported for its row", async () => {
    const header = `${CSV_HEADER},do_not_contact`;
    const file = new File(
      [
        `${header}\r\n${csvRow('9300000011', { name: 'Import Dnd', email: 'i1@example.in', dob: '2000-01-01', age: '26' })},dnd\r\n${csvRow('9300000012', { name: 'Import Clear', email: 'i2@example.in', dob: '2000-01-01', age: '26' })},no\r\n${csvRow('9300000013', { name: 'Import Bad', email: 'i3@example.in' })},perhaps\r\n`,
      ],
      'dnd.csv',
      { type: 'text/csv' },
    );
    const result = (await (await call('/api/students/import', { method: 'POST', body: upload(file) })).json()) as any;
    expect(result).toMatchObject({ imported: 2, failed: 1 });
    expect(result.errors).toEqual([{ row: 4, message: 'do_not_contact must be blank, yes, dnd (DND/NCPR registry) or objection' }]);
    const member = await createMember(t.db.orm);
    expect((await portalRow('Import Dnd', member.token)).provenance.doNotContact).toBe(true);
    expect((await portalRow('Import Clear', member.token)).provenance.doNotContact).toBe(false);
  });

  it('offers the column in the consent template, after the four consent columns', async () => {
    const [head] = parse(await (await call('/api/students/import-template-with-consent')).text()) as string[][];
    expect(head!.slice(21, 26)).toEqual(['consent_given_by', 'consent_date', 'privacy_notice_version', 'consent_expires_on', 'do_not_contact']);
  });
});
