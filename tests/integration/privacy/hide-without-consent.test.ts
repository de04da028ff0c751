import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from '../leads/student-mother';

/** Issue 16 §1: HIDE_RECORDS_WITHOUT_CONSENT=true (off by default) keeps records without a consent in force from members. */
const t = useTestApp({ env: { HIDE_RECORDS_WITHOUT_CONSENT: 'true' } });
let ids: { recorded: string; never: string; withdrawn: string };
let free: { id: string; token: string };
let premium: { id: string; token: string };

beforeAll(async () => {
  const admin = await createAdmin(t.db.orm);
  const [recorded, never, withdrawn] = await addStudents(t.db.orm, [
    { studentName: 'Hidecheck Recorded', city: 'Hidecheckpur' },
    { studentName: 'Hidecheck Never', city: 'Hidecheckpur' },
    { studentName: 'Hidecheck Withdrawn', city: 'Hidecheckpur' },
  ]);
  ids = { recorded: recorded!, never: never!, withdrawn: withdrawn! };
  for (const id of [ids.recorded, ids.withdrawn]) {
    const put = await t.handle(`/api/privacy/students/${id}/consent`, {
      method: 'PUT',
      token: admin.token,
      json: { consentedBy: 'student', consentDate: '2026-05-01' },
    });
    expect(put.status).toBe(200);
  }
  expect((await t.handle(`/api/privacy/students/${ids.withdrawn}/consent/withdraw`, { method: 'POST', token: admin.token })).status).toBe(200);
  free = await createMember(t.db.orm, { credits: 10 });
  premium = await createMember(t.db.orm, { premium: true });
}, 120_000);

describe('members see only records whose consent is in force', () => {
  it('in the list, its total and its search, for free and premium members alike', async () => {
    for (const who of [free, premium]) {
      for (const query of ['?limit=500', '?search=Hidecheck', '?limit=10&sortBy=studentName']) {
        const answer = await (await t.handle(`/api/public/students${query}`, { token: who.token })).json();
        expect(answer.students.map((s: { id: string }) => s.id)).toEqual([ids.recorded]);
        expect(answer.total).toBe(1);
      }
    }
  });

  it('in the filter options', async () => {
    const options = await (await t.handle('/api/public/filter-options', { token: free.token })).json();
    expect(options.cities).toEqual(['Hidecheckpur']);
  });

  it('refuses to unlock a hidden record as unknown (404), charging nothing', async () => {
    const refused = await t.handle('/api/website/students/unlock', { method: 'POST', token: free.token, json: { studentId: ids.never } });
    const body = await refused.json();
    expect([refused.status, body.code, body.message]).toEqual([404, 'STUDENTS.NOT_FOUND', 'Student not found']);
    const bought = await t.handle('/api/website/students/unlock', { method: 'POST', token: free.token, json: { studentId: ids.recorded } });
    expect((await bought.json()).remainingCredits).toBe(9);
  });
});
