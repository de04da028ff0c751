import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';
import { portal } from './rights-helpers';

/** Issue 26, item 13: one pass filed 40 grievances, each a statutory deadline in the admin's queue. */
const t = useTestApp();
let api: ReturnType<typeof portal>;
let ids: string[];
beforeAll(async () => {
  api = portal(t);
  ids = await addStudents(t.db.orm, [
    { studentName: 'Gita Grieves', emailId: 'gita@example.in', mobileNumber: '9876511001' },
    { studentName: 'Gita Twin', emailId: 'gita@example.in', mobileNumber: '9876511002' },
  ]);
}, 120_000);

const openOf = async (studentId: string) =>
  (await t.db.orm.em.fork().execute<{ kind: string }[]>(`select kind from privacy_requests where student_id = ? and status = 'open'`, [studentId])).map(
    (row) => row.kind,
  );

describe('open requests per record and kind', () => {
  it('takes one open grievance per record; a second is 409 saying one is open and when it is due', async () => {
    const pass = await api.passFor('gita@example.in');
    const grieve = (studentId: string) =>
      api.call('POST', '/requests', { pass, json: { kind: 'grievance', studentId, message: 'A college keeps calling me at night.' } });
    const first = await grieve(ids[0]!);
    expect(first.status).toBe(201);
    const second = await grieve(ids[0]!);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'RIGHTS.REQUEST_ALREADY_OPEN', error: second.body.message });
    expect(second.body.message).toContain('already open');
    expect(second.body.message).toContain(first.body.dueAt.slice(0, 10));
    // the other record the pass covers, and another kind, are their own
    expect((await grieve(ids[1]!)).status).toBe(201);
    expect((await api.call('POST', '/requests', { pass, json: { kind: 'erasure', studentId: ids[0] } })).status).toBe(201);
    expect((await openOf(ids[0]!)).sort()).toEqual(['erasure', 'grievance']);
  });

  it('holds under parallel filings: 20 at once leave one open correction per field', async () => {
    const pass = await api.passFor('gita@example.in');
    const correct = (field: string, value: string) => api.call('POST', '/requests', { pass, json: { kind: 'correction', studentId: ids[1], field, value } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => correct('city', `Pune ${i}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect((await correct('pincode', '411001')).status).toBe(201);
    expect((await openOf(ids[1]!)).filter((kind) => kind === 'correction')).toHaveLength(2);
  });

  it('takes a new one once the open one is answered', async () => {
    const admin = await createAdmin(t.db.orm);
    const pass = await api.passFor('gita@example.in');
    const [open] = await t.db.orm.em
      .fork()
      .execute<{ id: string }[]>(`select id from privacy_requests where student_id = ? and kind = 'grievance' and status = 'open'`, [ids[0]]);
    await t.handle(`/api/admin/privacy-requests/${open!.id}/resolve`, { method: 'POST', token: admin.token, json: { outcome: 'handled' } });
    const again = await api.call('POST', '/requests', { pass, json: { kind: 'grievance', studentId: ids[0], message: 'They called again last night.' } });
    expect(again.status).toBe(201);
  });
});
