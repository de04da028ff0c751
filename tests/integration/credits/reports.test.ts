import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { caller } from '../collections/helpers';
import { addStudents } from '../leads/student-mother';

/** Issue 17 §4: "Report wrong data", the admins' queue, idempotent refunds to the ledger, and flags until corrected. */
const t = useTestApp();
const api = caller(t);
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
});

const student = async () => (await addStudents(t.db.orm, [{ studentName: 'Reported Student' }]))[0]!;
const balance = async (memberId: string) =>
  (
    await api.sql<{ credits: number }>(
      'select c.credits from institution_credits c join website_users w on w.institution_id = c.institution_id where w.id = ?',
      [memberId],
    )
  )[0]!.credits;
const flagsOf = async (token: string, studentId: string) => (await api.get(`/api/website/students/flags?ids=${studentId}`, token)).body.flags;
const queued = async (studentId: string, status = 'pending') =>
  ((await api.get(`/api/admin/student-reports?status=${status}&limit=100`, admin.token)).body.reports as any[]).filter((r) => r.studentId === studentId);

describe('reporting wrong data', () => {
  it('is for students the member unlocked, once per reason', async () => {
    const id = await student();
    const member = await createMember(t.db.orm, { credits: 5 });
    const early = await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'wrong_number' });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('REPORTS.NOT_UNLOCKED');

    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    const report = await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'wrong_number' });
    expect(report.status).toBe(201);
    expect(report.body.report).toMatchObject({ studentId: id, reason: 'wrong_number', field: 'mobileNumber', status: 'pending' });
    const again = await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'wrong_number' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REPORTS.ALREADY_REPORTED');
    expect((await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'bounced_email' })).status).toBe(201);
    expect((await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'typo' })).status).toBe(400);
    const missing = await api.post('/api/website/students/2b0e4c8e-3f7a-4b8e-9a51-0c1d2e3f4a5b/report', member.token, { reason: 'duplicate' });
    expect(missing.status).toBe(404);
  });

  it('waits in the admin queue with the field as it is now, and is audited', async () => {
    const id = await student();
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'wrong_number' });
    const [mobile] = await api.sql<{ mobile_number: string }>('select mobile_number from students where id = ?', [id]);
    expect(await queued(id)).toEqual([
      expect.objectContaining({ memberId: member.id, reason: 'wrong_number', field: 'mobileNumber', currentValue: mobile!.mobile_number, corrected: false }),
    ]);
    const audit = await api.get(`/api/admin/audit-log?action=student.report&studentId=${id}`, admin.token);
    expect(audit.body.entries).toEqual([expect.objectContaining({ actor: expect.objectContaining({ id: member.id }), action: 'student.report' })]);
  });
});

describe('reviewing a report', () => {
  it('refunds the unlock credit to the ledger once, however often or for however many reasons it is approved', async () => {
    const id = await student();
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'wrong_number' });
    await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'not_a_student' });
    const [wrongNumber, notAStudent] = await queued(id);
    expect(await balance(member.id)).toBe(4);

    const approved = await api.post(`/api/admin/student-reports/${wrongNumber.id}/approve`, admin.token);
    expect(approved.status).toBe(200);
    expect(approved.body.report).toMatchObject({ status: 'approved', refundedCredits: 1 });
    expect(await balance(member.id)).toBe(5);
    const [refund] = (await api.get('/api/website/credits/ledger', member.token)).body.entries;
    expect(refund).toMatchObject({ kind: 'refund', change: 1, balanceAfter: 5, studentId: id, description: 'Refund: wrong number reported' });

    // again, and a second reason about the same unlock: no second credit
    const twice = await api.post(`/api/admin/student-reports/${wrongNumber.id}/approve`, admin.token);
    expect(twice.status).toBe(200);
    expect(twice.body.report.refundedCredits).toBe(1);
    expect((await api.post(`/api/admin/student-reports/${notAStudent.id}/approve`, admin.token)).body.report.refundedCredits).toBe(0);
    expect(await balance(member.id)).toBe(5);
    expect(await api.sql("select 1 from credit_transactions where user_id = ? and transaction_type = 'refund'", [member.id])).toHaveLength(1);
  });

  it('refunds nothing on a rejection, and a rejected report cannot then be approved', async () => {
    const id = await student();
    const member = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', member.token, { studentId: id });
    await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'duplicate' });
    const [report] = await queued(id);
    expect((await api.post(`/api/admin/student-reports/${report.id}/reject`, admin.token)).body.report).toMatchObject({
      status: 'rejected',
      refundedCredits: 0,
    });
    const late = await api.post(`/api/admin/student-reports/${report.id}/approve`, admin.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('REPORTS.ALREADY_REVIEWED');
    expect(await balance(member.id)).toBe(4);
    expect(await flagsOf(member.token, id)).toEqual([]);
    expect((await api.post('/api/admin/student-reports/2b0e4c8e-3f7a-4b8e-9a51-0c1d2e3f4a5b/approve', admin.token)).status).toBe(404);
  });
});

describe('flags in the portal', () => {
  it('flags an approved field for every member until an admin corrects it', async () => {
    const id = await student();
    const reporter = await createMember(t.db.orm, { credits: 5 });
    const someoneElse = await createMember(t.db.orm, { credits: 5 });
    await api.post('/api/website/students/unlock', reporter.token, { studentId: id });
    await api.post(`/api/website/students/${id}/report`, reporter.token, { reason: 'wrong_number' });
    expect(await flagsOf(someoneElse.token, id)).toEqual([]);
    const [report] = await queued(id);
    await api.post(`/api/admin/student-reports/${report.id}/approve`, admin.token);
    expect(await flagsOf(someoneElse.token, id)).toEqual([{ studentId: id, fields: ['mobileNumber'] }]);

    expect((await api.patch(`/api/students/${id}`, admin.token, { mobileNumber: '9123456780' })).status).toBe(200);
    expect(await flagsOf(someoneElse.token, id)).toEqual([]);
    expect((await queued(id, 'approved'))[0]).toMatchObject({ corrected: true, currentValue: '9123456780' });
  });

  it('flags a contact reported by three institutions before any admin looks, not one reported by fewer', async () => {
    const id = await student();
    const members = await Promise.all([1, 2, 3].map(() => createMember(t.db.orm, { credits: 5 })));
    for (const member of members) await api.post('/api/website/students/unlock', member.token, { studentId: id });
    for (const member of members.slice(0, 2)) await api.post(`/api/website/students/${id}/report`, member.token, { reason: 'bounced_email' });
    expect(await flagsOf(members[0]!.token, id)).toEqual([]);
    await api.post(`/api/website/students/${id}/report`, members[2]!.token, { reason: 'bounced_email' });
    // ADR 0025: the third institution's report also marks the field invalid (and refunds every payer: credit-back.test.ts)
    expect(await flagsOf(members[0]!.token, id)).toEqual([
      { studentId: id, fields: ['emailId'], invalid: [{ field: 'emailId', since: expect.any(String), reason: 'reports' }] },
    ]);
  });
});
