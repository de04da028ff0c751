import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { csvFile, csvRow, studentForm, upload } from '../admin/admin-builders';

/** Issue 16 §3: a withdrawal or an erasure suppresses the contacts and tells every member holding a copy. */
const t = useTestApp();
let admin: { id: string; token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const SUPPRESSED = 'This student withdrew consent or was erased: their e-mail or mobile number is on the suppression list, so the record cannot be added again';
const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit; token?: string } = {}) => t.handle(path, { token: admin.token, ...init });
const json = async (path: string, init: Parameters<typeof call>[1] = {}) => (await call(path, init)).json() as Promise<any>;
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const importCsv = (lines: string[]) => json('/api/students/import', { method: 'POST', body: upload(csvFile(lines)) });
const idOf = async (mobile: string) => (await sql<{ id: string }>('select id from students where mobile_number = ?', [mobile]))[0]?.id;
const consent = (id: string) => call(`/api/privacy/students/${id}/consent`, { method: 'PUT', json: { consentedBy: 'student', consentDate: '2026-05-01' } });
const adult = { dob: '2000-01-01', age: '26' };

describe('a withdrawal', () => {
  it('masks the contacts again, labels the saved entry, and tells each member who unlocked or saved the student', async () => {
    await importCsv([csvRow('9400000001', { name: 'Withdrawing Wasim', email: 'wasim@example.in', ...adult })]);
    const id = (await idOf('9400000001'))!;
    expect((await consent(id)).status).toBe(200);
    const unlocker = await createMember(t.db.orm, { credits: 5 });
    const saver = await createMember(t.db.orm, { premium: true });
    const bystander = await createMember(t.db.orm);
    expect((await call('/api/website/students/unlock', { method: 'POST', json: { studentId: id }, token: unlocker.token })).status).toBe(200);
    expect((await call('/api/website/saved-students', { method: 'POST', json: { studentId: id }, token: saver.token })).status).toBe(200);
    const saved = async () => (await json('/api/website/saved-students', { token: saver.token })).savedStudents.find((s: any) => s.id === id);
    expect((await saved()).mobileNumber).toBe('9400000001');

    expect((await call(`/api/privacy/students/${id}/consent/withdraw`, { method: 'POST' })).status).toBe(200);

    // the saved entry: labelled, and masked by the server (premium does not see it either)
    const entry = await saved();
    expect([entry.privacyLabel, entry.mobileNumber, entry.emailId, entry.isUnlocked]).toEqual([
      'Withdrawn — delete your copy',
      '94******01',
      'w****m@example.in',
      false,
    ]);
    // the member who had paid for it sees it masked again
    const page = await json('/api/public/students?search=Withdrawing', { token: unlocker.token });
    expect(page.students.find((s: any) => s.id === id)).toMatchObject({ mobileNumber: '94******01', privacyLabel: 'Withdrawn — delete your copy' });
    // a member who never held it is not told to delete anything
    const other = await json('/api/public/students?search=Withdrawing', { token: bystander.token });
    expect(other.students.find((s: any) => s.id === id)).toMatchObject({ mobileNumber: '94******01', privacyLabel: 'Consent withdrawn' });
    // and nobody may unlock it now
    expect((await json('/api/website/students/unlock', { method: 'POST', json: { studentId: id }, token: bystander.token })).code).toBe(
      'STUDENTS.DO_NOT_CONTACT',
    );

    for (const holder of [unlocker, saver]) {
      const notices = await json('/api/website/privacy-notices', { token: holder.token });
      expect(notices.message).toBe('1 student withdrew consent — delete your copy');
      expect(notices.notices).toEqual([
        { id: expect.any(String), studentId: id, studentName: 'Withdrawing Wasim', reason: 'withdrawn', createdAt: expect.any(String) },
      ]);
      const [mail] = await t.outbox(holder.email);
      expect(mail?.subject).toBe('A student withdrew consent: please delete your copy');
      expect(mail?.textBody).toContain('Withdrawing Wasim');
      expect(mail?.textBody).toContain('Withdrawn — delete your copy');
    }
    expect((await json('/api/website/privacy-notices', { token: bystander.token })).notices).toEqual([]);
    expect(await t.outbox(bystander.email)).toHaveLength(0);

    expect(await json('/api/website/privacy-notices/acknowledge', { method: 'POST', token: saver.token })).toEqual({ acknowledged: 1 });
    expect(await json('/api/website/privacy-notices', { token: saver.token })).toEqual({ notices: [], message: null });
    // the saved entry keeps its label until the member removes it
    expect((await saved()).privacyLabel).toBe('Withdrawn — delete your copy');
  });

  it('puts the contacts on the suppression list as keyed hashes, never in clear', async () => {
    const rows = await sql<{ contact_hash: string; kind: string; reason: string }>(
      "select contact_hash, kind, reason from suppressed_contacts where reason = 'withdrawn'",
    );
    expect(rows.map((row) => row.kind).sort()).toEqual(['email', 'mobile']);
    for (const row of rows) expect(row.contact_hash).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('9400000001');
    expect(text).not.toContain('wasim');
  });

  it('refuses the same student by admin create, by e-mail or by mobile number written another way', async () => {
    for (const form of [studentForm({ emailId: 'WASIM@example.in ' }), studentForm({ mobileNumber: '+91 94000 00001' })]) {
      const response = await call('/api/students', { method: 'POST', json: form });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: 'PRIVACY.SUPPRESSED', message: SUPPRESSED });
    }
    expect((await call('/api/students', { method: 'POST', json: studentForm() })).status).toBe(201);
  });

  it("refuses an admin's edit that would give another record the withdrawn student's e-mail, and changes nothing", async () => {
    const created = await call('/api/students', { method: 'POST', json: studentForm({ emailId: 'someone.else@example.in' }) });
    const id = ((await created.json()) as { student: { id: string } }).student.id;
    const edit = await call(`/api/students/${id}`, { method: 'PATCH', json: { emailId: 'wasim@example.in' } });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ code: 'PRIVACY.SUPPRESSED', message: SUPPRESSED });
    expect(await sql<{ email_id: string }>('select email_id from students where id = ?', [id])).toEqual([{ email_id: 'someone.else@example.in' }]);
    expect((await call(`/api/students/${id}`, { method: 'PATCH', json: { city: 'Kochi' } })).status).toBe(200);
  });
});

describe('an erasure', () => {
  it('tells the holders, and a re-import of the very same CSV brings nobody back, each row reported', async () => {
    const lines = [
      csvRow('9400000011', { name: 'Erased Esha', email: 'esha@example.in', ...adult }),
      csvRow('9400000012', { name: 'Erased Ekta', email: 'ekta@example.in', ...adult }),
      csvRow('9400000013', { name: 'Staying Sunil', email: 'sunil@example.in', ...adult }),
    ];
    expect(await importCsv(lines)).toMatchObject({ imported: 3 });
    const esha = (await idOf('9400000011'))!;
    const holder = await createMember(t.db.orm, { credits: 5 });
    expect((await call('/api/website/students/unlock', { method: 'POST', json: { studentId: esha }, token: holder.token })).status).toBe(200);

    const erased = await json(`/api/admin/students/${esha}/erase`, { method: 'POST' });
    expect(erased.erased).toMatchObject({ contactsSuppressed: 2, membersNotified: 1 });
    expect((await call(`/api/admin/students/${(await idOf('9400000012'))!}/erase`, { method: 'POST' })).status).toBe(200);

    const notices = await json('/api/website/privacy-notices', { token: holder.token });
    expect(notices.notices).toEqual([{ id: expect.any(String), studentId: esha, studentName: null, reason: 'erased', createdAt: expect.any(String) }]);
    const [mail] = await t.outbox(holder.email);
    expect(mail?.subject).toBe('A student was erased: please delete your copy');
    // named by the record's id only: the mail store keeps nothing the erasure removed
    expect(mail?.textBody).toContain(`A student (record ${esha})`);
    expect(mail?.textBody).not.toContain('Esha');

    await sql("delete from students where mobile_number = '9400000013'");
    const again = await importCsv(lines);
    expect(again).toMatchObject({ imported: 1, failed: 2 });
    expect(again.errors).toEqual([
      { row: 2, message: SUPPRESSED },
      { row: 3, message: SUPPRESSED },
    ]);
    expect(await idOf('9400000011')).toBeUndefined();
    expect(await idOf('9400000012')).toBeUndefined();
    expect(await idOf('9400000013')).toBeDefined();
  });
});
