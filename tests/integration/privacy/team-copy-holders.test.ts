import { beforeAll, describe, expect, it } from 'bun:test';
import { createAdmin } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { csvFile, csvRow, upload } from '../admin/admin-builders';
import { teamApi } from '../identity/team-helpers';
import { portal } from '../rights/rights-helpers';

/** ADR 0021: an unlock is the institution's: the recipient log names the institution, and its owner is told to delete a copy. */
const t = useTestApp({ env: { TRUST_PROXY: 'true' } });
const team = teamApi(t);
let admin: { id: string; token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit; token?: string } = {}) => t.handle(path, { token: admin.token, ...init });
const json = async (path: string, init: Parameters<typeof call>[1] = {}) => (await call(path, init)).json() as Promise<any>;

describe("a team seat's unlock", () => {
  it("names the institution in the student's recipient log, and tells the seat and the owner (not the other seats) on a withdrawal", async () => {
    await json('/api/students/import', {
      method: 'POST',
      body: upload(csvFile([csvRow('9400000091', { name: 'Team Tara', email: 'tara@example.in', dob: '2000-01-01', age: '26' })])),
    });
    const [{ id }] = (await t.db.orm.em.fork().execute('select id from students where mobile_number = ?', ['9400000091'])) as { id: string }[];
    expect((await call(`/api/privacy/students/${id}/consent`, { method: 'PUT', json: { consentedBy: 'student', consentDate: '2026-05-01' } })).status).toBe(
      200,
    );
    const { owner, manager, member } = await team.team({ credits: 5 });
    expect((await call('/api/website/students/unlock', { method: 'POST', json: { studentId: id }, token: member.token })).status).toBe(200);

    // the seat registered with its own institution name ('Somewhere Else'): the log names its team
    const rights = portal(t);
    const { body } = await rights.myData(await rights.passFor('9400000091'));
    expect(body.records[0].recipients.map((r: any) => `${r.institution} ${r.how}`)).toEqual(['Test Institute unlock']);

    expect((await call(`/api/privacy/students/${id}/consent/withdraw`, { method: 'POST' })).status).toBe(200);
    for (const holder of [member, owner]) {
      expect((await json('/api/website/privacy-notices', { token: holder.token })).notices).toMatchObject([{ studentId: id, reason: 'withdrawn' }]);
      expect((await t.outbox(holder.email)).map((mail) => mail.subject)).toContain('A student withdrew consent: please delete your copy');
    }
    expect((await json('/api/website/privacy-notices', { token: manager.token })).notices).toEqual([]);
  });
});
