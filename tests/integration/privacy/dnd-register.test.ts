import { beforeAll, describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { upload } from '../admin/admin-builders';
import { addStudents } from '../leads/student-mother';

/** Issue 29 §4, ADR 0022: the DND register, uploaded by the admin and shown to members. */
const t = useTestApp();
let admin: { id: string; token: string };
beforeAll(async () => {
  admin = await createAdmin(t.db.orm);
}, 120_000);

const call = (path: string, init: { method?: string; json?: unknown; body?: BodyInit; token?: string } = {}) => t.handle(path, { token: admin.token, ...init });
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const scrub = (lines: string[], name = 'scrub.csv') =>
  call('/api/admin/dnd-register', { method: 'POST', body: upload(new File([lines.join('\r\n')], name, { type: 'text/csv' })) });
const portal = async (query: string, token: string) => ((await (await call(`/api/public/students?${query}`, { token })).json()) as any).students as any[];
const today = () => new Date().toISOString().slice(0, 10);

describe('the DND register', () => {
  it('replaces the register on each upload, keeping the day of the numbers that stay; audited', async () => {
    const first = await scrub(['mobile', '+91 98100 00001', '09810000002', '9810000002', '12345']);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ numbers: 2, added: 2, kept: 0, removed: 0, skipped: 2 });
    await sql("update dnd_numbers set listed_since = '2026-01-05' where mobile = '9810000001'");
    const second = await scrub(['9810000001', '9810000003']);
    expect(await second.json()).toEqual({ numbers: 2, added: 1, kept: 1, removed: 1, skipped: 0 });
    const rows = await sql<{ mobile: string; since: string }>('select mobile, listed_since::text as since from dnd_numbers order by mobile');
    expect(rows).toEqual([
      { mobile: '9810000001', since: '2026-01-05' },
      { mobile: '9810000003', since: today() },
    ]);
    const status = (await (await call('/api/admin/dnd-register')).json()) as any;
    expect(status.listed).toBe(2);
    expect(status.lastUpload).toMatchObject({ fileName: 'scrub.csv', numbers: 2, added: 1, kept: 1, removed: 1 });
    const audit = await sql("select detail from audit_log where action = 'dnd_register.upload' order by occurred_at");
    expect(audit.map((row) => row.detail)).toEqual([
      { numbers: 2, added: 2, kept: 0, removed: 0, skipped: 2 },
      { numbers: 2, added: 1, kept: 1, removed: 1, skipped: 0 },
    ]);
  });

  it('refuses a file without a number and leaves the register as it was', async () => {
    const before = await sql('select count(*)::int as n from dnd_numbers');
    const refused = await scrub(['mobile', 'none here']);
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('PRIVACY.DND_FILE_EMPTY');
    expect(await sql('select count(*)::int as n from dnd_numbers')).toEqual(before);
  });

  it('is admin-only', async () => {
    const member = await createMember(t.db.orm);
    expect((await call('/api/admin/dnd-register', { token: member.token })).status).toBe(403);
    expect((await call('/api/admin/dnd-register', { token: '' })).status).toBe(401);
  });

  it('marks listed mobiles for free and premium members (masked or not), leaves them out with dnd=exclude, and says so in the unlock and the export', async () => {
    await addStudents(t.db.orm, [
      { studentName: 'Dnd Listed Lata', mobileNumber: '9820000001' },
      { studentName: 'Dnd Free Farid', mobileNumber: '9820000002' },
    ]);
    expect((await scrub(['9820000001'])).status).toBe(200);
    const free = await createMember(t.db.orm, { credits: 5 });
    const premium = await createMember(t.db.orm, { premium: true });
    for (const member of [free, premium]) {
      const rows = await portal('search=Dnd', member.token);
      const lata = rows.find((s) => s.studentName === 'Dnd Listed Lata');
      expect(lata.mobileDnd).toEqual({ listedSince: today() });
      expect(rows.find((s) => s.studentName === 'Dnd Free Farid').mobileDnd).toBeNull();
      const left = await portal('search=Dnd&dnd=exclude', member.token);
      expect(left.map((s) => s.studentName)).toEqual(['Dnd Free Farid']);
    }
    const lata = (await portal('search=Dnd', free.token)).find((s) => s.studentName === 'Dnd Listed Lata');
    expect(lata.mobileNumber).not.toBe('9820000001');
    expect(JSON.stringify(lata)).not.toContain('9820000001');
    const unlocked = await call('/api/website/students/unlock', { method: 'POST', json: { studentId: lata.id }, token: free.token });
    expect(unlocked.status).toBe(200);
    expect(((await unlocked.json()) as any).student.mobileDnd).toEqual({ listedSince: today() });
    expect((await call('/api/public/students?dnd=maybe', { token: free.token })).status).toBe(400);

    const saved = await call('/api/website/saved-students', { method: 'POST', json: { studentId: lata.id }, token: free.token });
    expect(saved.status).toBe(200);
    const list = (await (await call('/api/website/saved-students', { token: free.token })).json()) as any;
    expect(list.savedStudents[0].mobileDnd).toEqual({ listedSince: today() });
    expect(((await (await call('/api/website/saved-students?dnd=exclude', { token: free.token })).json()) as any).savedStudents).toEqual([]);
    const exported = await call('/api/website/saved-students/export', { method: 'POST', json: { studentIds: [lata.id] }, token: free.token });
    expect(exported.status).toBe(200);
    const [row] = parse((await exported.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(row!['On DND register since']).toBe(today());
    expect(row!['DND Rule']).toContain('TRAI TCCCPR 2018');
  });
});
