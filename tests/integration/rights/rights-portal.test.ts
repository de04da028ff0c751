import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { portal } from './rights-helpers';

/** Issue 16 §4: the students' own rights portal: the code flow, no enumeration, the recipient log. */
let offsetMs = 0;
const t = useTestApp({ clock: { now: () => new Date(Date.now() + offsetMs) } });
let api: ReturnType<typeof portal>;
let ids: string[];
beforeAll(async () => {
  api = portal(t);
  ids = await addStudents(t.db.orm, [
    { studentName: 'Asha Known', emailId: 'asha.known@example.in', mobileNumber: '9876500001' },
    { studentName: 'Asha Sibling', emailId: 'ASHA.known@example.in', mobileNumber: '9876500002' },
    { studentName: 'Ravi Mobile', emailId: null, mobileNumber: '9876500003' },
    { studentName: 'Meera Other', emailId: 'meera@example.in', mobileNumber: '9876500004' },
  ]);
}, 120_000);

describe('asking for a code', () => {
  it('answers a known and an unknown contact alike, and sends a code only to the known one', async () => {
    const known = await api.askCode('asha.known@example.in');
    const unknown = await api.askCode('nobody.here@example.in');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
    expect(unknown.body.message).toBe(known.body.message);
    expect(await api.codeFromOutbox('asha.known@example.in')).toMatch(/^\d{6}$/);
    expect(await t.outbox('nobody.here@example.in')).toHaveLength(0);

    const knownMobile = await api.askCode('+91 98765 00003');
    const unknownMobile = await api.askCode('9876599999');
    expect([knownMobile.status, knownMobile.body.message]).toEqual([unknownMobile.status, unknownMobile.body.message]);
    expect(await api.codeFromOutbox('9876500003')).toMatch(/^\d{6}$/);
    expect(await t.smsOutbox('9876599999')).toHaveLength(0);
  });

  it('stores codes hashed, never as sent', async () => {
    const code = (await api.askAndRead('meera@example.in'))!;
    const rows = await t.db.orm.em.fork().execute<{ code_hash: string; contact_key: string }[]>('select code_hash, contact_key from privacy_access_codes');
    expect(rows.some((row) => row.code_hash === code || row.contact_key.includes('meera'))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it('refuses what is neither an e-mail nor a 10-digit mobile, the same way for everyone', async () => {
    const refused = await api.askCode('12345');
    expect(refused.status).toBe(400);
  });

  it('limits codes per contact and address (429 after 5 in a quarter-hour), known or not', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.askCode('limit.me@example.in')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('verifying a code', () => {
  it('opens a pass once; the same code is refused a second time', async () => {
    const code = (await api.askAndRead('9876500003'))!;
    const first = await api.verify('9876500003', code);
    expect(first.status).toBe(200);
    expect(first.body.pass).toBeString();
    const again = await api.verify('9876500003', code);
    expect([again.status, again.body.code]).toEqual([400, 'RIGHTS.BAD_CODE']);
  });

  it('refuses an expired code and a code of an unknown contact with the same answer', async () => {
    const code = (await api.askAndRead('meera@example.in'))!;
    offsetMs = 11 * 60_000;
    const expired = await api.verify('meera@example.in', code);
    offsetMs = 0;
    const unknown = await api.verify('nobody.here@example.in', '123456');
    expect(expired).toEqual(unknown);
    expect(expired.body.code).toBe('RIGHTS.BAD_CODE');
  });

  it('kills a code after 5 tries, even the right one', async () => {
    const code = (await api.askAndRead('9876500004'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await api.verify('9876500004', wrong)).status).toBe(400);
    expect((await api.verify('9876500004', code)).body.code).toBe('RIGHTS.BAD_CODE');
  });

  it('lets an old pass lapse after 30 minutes', async () => {
    const pass = await api.passFor('9876500003');
    expect((await api.myData(pass)).status).toBe(200);
    offsetMs = 31 * 60_000;
    const lapsed = await api.myData(pass);
    offsetMs = 0;
    expect([lapsed.status, lapsed.body.code]).toEqual([401, 'RIGHTS.PASS_EXPIRED']);
    expect((await api.myData('not-a-pass')).status).toBe(401);
  });
});

describe('what a verified student sees', () => {
  it('shows every record holding the e-mail, with source, consent and fields', async () => {
    const { status, body } = await api.myData(await api.passFor('asha.known@example.in'));
    expect(status).toBe(200);
    expect(body.records.map((r: any) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    const asha = body.records.find((r: any) => r.id === ids[0]);
    expect(asha.fields.find((f: any) => f.field === 'studentName').value).toBe('Asha Known');
    expect(asha.consent.status).toBe('not_recorded');
    expect(asha.recipients).toEqual([]);
  });

  it('lists each institution that unlocked or exported the record, with dates, and no one else', async () => {
    const em = t.db.orm.em.fork();
    const unlocker = await createMember(t.db.orm, { credits: 50 });
    const exporter = await createMember(t.db.orm, { credits: 50 });
    const bystander = await createMember(t.db.orm, { credits: 50 });
    // ADR 0021: the log names the member's institution (a one-seat institution bears its member's institution name)
    for (const [member, name] of [
      [unlocker, 'Lotus College'],
      [exporter, 'Indus Academy'],
    ] as const) {
      await em.execute('update website_users set institution_name = ? where id = ?', [name, member.id]);
      await em.execute('update institutions set name = ? where id = ?', [name, member.institutionId]);
    }
    const post = (token: string, path: string, json: unknown) => t.handle(path, { method: 'POST', token, json });
    expect((await post(unlocker.token, '/api/website/students/unlock', { studentId: ids[2] })).status).toBe(200);
    expect((await post(bystander.token, '/api/website/students/unlock', { studentId: ids[3] })).status).toBe(200);
    await post(exporter.token, '/api/website/students/bulk-unlock', { studentIds: [ids[2]] });
    await post(exporter.token, '/api/website/saved-students', { studentId: ids[2] });
    expect((await post(exporter.token, '/api/website/saved-students/export', { studentIds: [ids[2]] })).status).toBe(200);

    const { body } = await api.myData(await api.passFor('9876500003'));
    const [record] = body.records;
    const lines = record.recipients.map((r: any) => `${r.institution} ${r.how}`).sort();
    expect(lines).toEqual(['Indus Academy export', 'Indus Academy unlock', 'Lotus College unlock']);
    const today = new Date().toISOString().slice(0, 10);
    expect(record.recipients.every((r: any) => r.at.slice(0, 10) === today)).toBe(true);
  });

  it('does not let a pass read or act on a record it does not cover', async () => {
    const pass = await api.passFor('9876500003');
    const refused = await api.call('POST', '/requests', { pass, json: { kind: 'grievance', studentId: ids[0], message: 'Someone else asking about me' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'RIGHTS.NOT_YOUR_RECORD']);
  });
});

describe('rights carried out', () => {
  it('files a grievance into the queue, due in 30 days, and an admin answers it', async () => {
    const admin = await createAdmin(t.db.orm);
    const pass = await api.passFor('9876500003');
    const filed = await api.call('POST', '/requests', {
      pass,
      json: { kind: 'grievance', studentId: ids[2], message: 'A college keeps calling me at night.' },
    });
    expect(filed.status).toBe(201);
    expect(new Date(filed.body.dueAt).getTime() - new Date(filed.body.receivedAt).getTime()).toBe(30 * 86_400_000);
    const queue = await (await t.handle('/api/admin/privacy-requests', { token: admin.token })).json();
    const row = queue.requests.find((r: any) => r.id === filed.body.id);
    expect(row).toMatchObject({
      kind: 'grievance',
      studentName: 'Ravi Mobile',
      status: 'open',
      overdue: false,
      detail: { message: 'A college keeps calling me at night.' },
    });
    const answered = await t.handle(`/api/admin/privacy-requests/${row.id}/resolve`, {
      method: 'POST',
      token: admin.token,
      json: { outcome: 'handled', reply: 'We have warned the college.' },
    });
    expect(await answered.json()).toMatchObject({
      status: 'handled',
      reply: 'We have warned the college.',
      handledBy: expect.stringContaining(admin.username),
    });
    const mine = (await api.myData(pass)).body.requests.find((r: any) => r.id === row.id);
    expect(mine).toMatchObject({ status: 'handled', reply: 'We have warned the college.' });
  });

  it('applies an approved correction to the record, audited', async () => {
    const admin = await createAdmin(t.db.orm);
    const pass = await api.passFor('meera@example.in');
    const bad = await api.call('POST', '/requests', { pass, json: { kind: 'correction', studentId: ids[3], field: 'pincode', value: '12' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'RIGHTS.BAD_CORRECTION']);
    const filed = await api.call('POST', '/requests', { pass, json: { kind: 'correction', studentId: ids[3], field: 'city', value: 'Thrissur' } });
    expect(filed.status).toBe(201);
    await t.handle(`/api/admin/privacy-requests/${filed.body.id}/resolve`, { method: 'POST', token: admin.token, json: { outcome: 'handled' } });
    const [row] = await t.db.orm.em.fork().execute('select city from students where id = ?', [ids[3]]);
    expect(row.city).toBe('Thrissur');
    const detail = await (await t.handle(`/api/admin/privacy-requests/${filed.body.id}`, { token: admin.token })).json();
    expect(detail.auditRows.map((r: any) => r.action)).toEqual(expect.arrayContaining(['student.update', 'privacy_request.create', 'privacy_request.resolve']));
  });

  it('withdraws consent at once and records it as handled', async () => {
    const admin = await createAdmin(t.db.orm);
    await t.handle(`/api/privacy/students/${ids[3]}/consent`, {
      method: 'PUT',
      token: admin.token,
      json: { consentedBy: 'student', consentDate: '2026-05-01' },
    });
    const pass = await api.passFor('meera@example.in');
    const withdrawn = await api.call('POST', '/withdraw', { pass, json: { studentId: ids[3] } });
    expect(withdrawn.body).toMatchObject({ kind: 'withdrawal', status: 'handled' });
    expect((await api.myData(pass)).body.records[0].consent.status).toBe('withdrawn');
    expect((await api.call('POST', '/withdraw', { pass, json: { studentId: ids[3] } })).status).toBe(409);
  });

  it('"Do not contact me" marks the record at once: no member may unlock it, and the queue shows it handled', async () => {
    const pass = await api.passFor('9876500003');
    const studentId = (await api.myData(pass)).body.records[0].id as string;
    expect((await api.myData(pass)).body.records[0].doNotContact).toBe(false);
    const objected = await api.call('POST', '/do-not-contact', { pass, json: { studentId } });
    expect(objected.status).toBe(200);
    expect(objected.body).toMatchObject({ kind: 'objection', status: 'handled' });
    expect((await api.myData(pass)).body.records[0].doNotContact).toBe(true);
    const member = await createMember(t.db.orm, { credits: 5 });
    const unlock = await t.handle('/api/website/students/unlock', { method: 'POST', token: member.token, json: { studentId } });
    expect(unlock.status).toBe(409);
    expect(((await unlock.json()) as { code: string }).code).toBe('STUDENTS.DO_NOT_CONTACT');
    const admin = await createAdmin(t.db.orm);
    const queue = await (await t.handle('/api/admin/privacy-requests?status=handled', { token: admin.token })).json();
    expect(queue.requests.find((request: { studentId: string }) => request.studentId === studentId)).toMatchObject({ kind: 'objection' });
  });

  it('queues an erasure; handling it erases the record and forgets the name in the queue; overdue ones come first', async () => {
    const admin = await createAdmin(t.db.orm);
    const pass = await api.passFor('asha.known@example.in');
    offsetMs = -31 * 86_400_000;
    const late = await api.call('POST', '/requests', { pass, json: { kind: 'grievance', studentId: ids[1], message: 'An old complaint, still open.' } });
    offsetMs = 0;
    const filed = await api.call('POST', '/requests', { pass, json: { kind: 'erasure', studentId: ids[0] } });
    const queue = await (await t.handle('/api/admin/privacy-requests?status=open', { token: admin.token })).json();
    expect(queue.requests[0]).toMatchObject({ id: late.body.id, overdue: true });
    expect(queue.overdue).toBeGreaterThanOrEqual(1);
    const dashboard = await (await t.handle('/api/analytics/dashboard', { token: admin.token })).json();
    expect(dashboard.privacyRequests.overdue).toBe(queue.overdue);

    await t.handle(`/api/admin/privacy-requests/${filed.body.id}/resolve`, { method: 'POST', token: admin.token, json: { outcome: 'handled' } });
    expect(await t.db.orm.em.fork().execute('select id from students where id = ?', [ids[0]])).toHaveLength(0);
    const detail = await (await t.handle(`/api/admin/privacy-requests/${filed.body.id}`, { token: admin.token })).json();
    expect(detail.request).toMatchObject({ status: 'handled', studentName: 'Erased record' });
    expect(detail.auditRows.map((r: any) => r.action)).toContain('student.erase');
  });
});
