/**
 * ADR 0026 (issue 29 §1): each contact carries when it was verified, how and from where; the spec's booleans follow
 * (a trigger keeps them in step); "verified within N days" filters the list, the public API and saved searches, and
 * `freshness` sorts it; the answer carries the facts even when the contact is masked.
 */
import { describe, expect, it } from 'bun:test';
import { parse } from 'csv-parse/sync';
import { createAdmin, createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { CSV_HEADER, csvRow, upload } from '../admin/admin-builders';
import { portal } from '../rights/rights-helpers';
import { addStudents } from './student-mother';

const t = useTestApp();
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('contact freshness (ADR 0026)', () => {
  it('keeps the booleans in step with the verification facts, both ways', async () => {
    const [id] = await addStudents(t.db.orm, [{ studentName: 'Flag Only', emailVerified: true, mobileVerified: false }]);
    const [row] = await sql('select email_verified_at, email_verified_by, email_source, mobile_verified_at, contact_verified_at from students where id = ?', [
      id,
    ]);
    expect(row.email_verified_at).not.toBeNull();
    expect(row).toMatchObject({ email_verified_by: 'source_claim', email_source: 'admin', mobile_verified_at: null });

    await sql("update students set mobile_verified_at = now(), mobile_verified_by = 'otp', mobile_source = 'student' where id = ?", [id]);
    expect((await sql('select mobile_verified from students where id = ?', [id]))[0].mobile_verified).toBe(true);
    await sql('update students set email_verified = false where id = ?', [id]);
    const [after] = await sql('select email_verified_at, email_verified_by from students where id = ?', [id]);
    expect(after).toEqual({ email_verified_at: null, email_verified_by: null });
  });

  it('filters by "verified within", sorts by freshness and says it even when the contact is masked', async () => {
    const city = 'Freshpur';
    const [recent, older, stale, never] = await addStudents(t.db.orm, [
      { studentName: 'Fresh Recent', city },
      { studentName: 'Fresh Older', city },
      { studentName: 'Fresh Stale', city },
      { studentName: 'Fresh Never', city, emailVerified: false, mobileVerified: false, whatsappVerified: false },
    ]);
    const stamp = (id: string, at: string, by: string) =>
      sql(
        "update students set mobile_verified_at = ?, mobile_verified_by = ?, email_verified_at = null, email_source = 'import', email_source_ref = null where id = ?",
        [at, by, id],
      );
    await stamp(recent!, daysAgo(12), 'otp');
    await stamp(older!, daysAgo(60), 'call');
    await stamp(stale!, daysAgo(400), 'source_claim');
    await sql('update students set email_verified_at = null, mobile_verified_at = null where id = ?', [never]);

    const member = await createMember(t.db.orm, { credits: 3 });
    const list = async (query: string) => {
      const response = await t.handle(`/api/public/students?city=${city}&limit=100&${query}`, { token: member.token });
      expect(response.status).toBe(200);
      return ((await response.json()) as any).students as any[];
    };
    expect((await list('verifiedWithin=30')).map((s) => s.id)).toEqual([recent]);
    expect((await list('verifiedWithin=90&sortBy=freshness&sortOrder=desc')).map((s) => s.id)).toEqual([recent, older]);
    expect((await list('sortBy=freshness&sortOrder=desc')).map((s) => s.id)).toEqual([recent, older, stale, never]);
    expect((await t.handle('/api/public/students?verifiedWithin=7', { token: member.token })).status).toBe(400);

    const [first] = await list('verifiedWithin=30');
    expect(first.mobileNumber).toContain('*');
    expect(first.mobileVerified).toBe(true);
    expect(first.contactFreshness.mobile).toMatchObject({ verifiedBy: 'otp', source: 'admin', sourceLabel: 'Admin entry', stale: false });
    expect(first.contactFreshness.email).toMatchObject({ verifiedAt: null, verifiedBy: null, source: 'import', stale: false });
    const staleOne = (await list('sortBy=freshness')).find((s) => s.id === stale);
    expect(staleOne.contactFreshness.mobile.stale).toBe(true);
  });

  it('keeps verifiedWithin in a saved search', async () => {
    const member = await createMember(t.db.orm, { credits: 3 });
    const response = await t.handle('/api/website/saved-searches', {
      method: 'POST',
      token: member.token,
      json: { name: 'Fresh ones', query: { city: 'Freshpur', verifiedWithin: '90' } },
    });
    expect(response.status).toBeLessThan(300);
    expect(JSON.stringify(await response.json())).toContain('"verifiedWithin":"90"');
  });

  it("reads the extended template's verification columns; the source is the import batch", async () => {
    const admin = await createAdmin(t.db.orm);
    const [head] = parse(await (await t.handle('/api/students/import-template-with-consent', { token: admin.token })).text()) as string[][];
    expect(head!.slice(26)).toEqual([
      'email_verified_at',
      'email_verified_by',
      'mobile_verified_at',
      'mobile_verified_by',
      'whatsapp_verified_at',
      'whatsapp_verified_by',
    ]);

    const header = `${CSV_HEADER},mobile_verified_at,mobile_verified_by,email_verified_by`;
    const rows = [
      `${csvRow('9300000041', { name: 'Import Otp', email: 'f1@example.in', dob: '2000-01-01', age: '26' })},2026-08-14,otp,`,
      `${csvRow('9300000042', { name: 'Import Plain', email: 'f2@example.in', dob: '2000-01-01', age: '26' })},,,`,
      `${csvRow('9300000043', { name: 'Import Bad', email: 'f3@example.in', dob: '2000-01-01', age: '26' })},,,call`,
    ];
    const file = new File([`${header}\r\n${rows.join('\r\n')}\r\n`], 'fresh.csv', { type: 'text/csv' });
    const result = (await (await t.handle('/api/students/import', { method: 'POST', token: admin.token, body: upload(file) })).json()) as any;
    expect(result).toMatchObject({ imported: 2, failed: 1 });
    expect(result.errors[0].message).toBe('E-mail verified by needs email_verified_at (when it was verified)');
    const stored = await sql(
      "select student_name, mobile_verified, mobile_verified_at, mobile_verified_by, mobile_source, mobile_source_ref = import_batch_id as ref_is_batch, email_verified, email_source from students where student_name like 'Import %' order by student_name",
    );
    expect(stored[0]).toMatchObject({
      student_name: 'Import Otp',
      mobile_verified: true,
      mobile_verified_by: 'otp',
      mobile_source: 'import',
      ref_is_batch: true,
    });
    expect(new Date(stored[0].mobile_verified_at).toISOString()).toBe('2026-08-14T00:00:00.000Z');
    expect(stored[1]).toMatchObject({
      student_name: 'Import Plain',
      mobile_verified: false,
      mobile_verified_at: null,
      email_verified: false,
      email_source: 'import',
    });
  });

  it("counts the student's /my-data sign-in and own correction as fresh OTP verifications, the student's", async () => {
    const [id] = await addStudents(t.db.orm, [
      { studentName: 'Self Checked', emailId: 'self.checked@example.in', emailVerified: false, mobileVerified: false },
    ]);
    const api = portal(t);
    const pass = await api.passFor('self.checked@example.in');
    const [signedIn] = await sql('select email_verified, email_verified_by, email_source, email_verified_at, mobile_verified from students where id = ?', [id]);
    expect(signedIn).toMatchObject({ email_verified: true, email_verified_by: 'otp', email_source: 'student', mobile_verified: false });
    expect(Date.now() - new Date(signedIn.email_verified_at).getTime()).toBeLessThan(60_000);

    const admin = await createAdmin(t.db.orm);
    const filed = await api.call('POST', '/requests', { pass, json: { kind: 'correction', studentId: id, field: 'mobileNumber', value: '9300000077' } });
    expect(filed.status).toBe(201);
    await t.handle(`/api/admin/privacy-requests/${filed.body.id}/resolve`, { method: 'POST', token: admin.token, json: { outcome: 'handled' } });
    const [corrected] = await sql('select mobile_number, mobile_verified, mobile_verified_by, mobile_source from students where id = ?', [id]);
    expect(corrected).toEqual({ mobile_number: '9300000077', mobile_verified: true, mobile_verified_by: 'otp', mobile_source: 'student' });

    // the admin's own edit is the admin's
    const edited = await t.handle(`/api/students/${id}`, {
      method: 'PATCH',
      token: admin.token,
      json: { whatsappVerifiedAt: '2026-01-05', whatsappVerifiedBy: 'whatsapp' },
    });
    expect(edited.status).toBe(200);
    const body = (await edited.json()) as any;
    expect(body.student.contactFreshness.whatsapp).toMatchObject({ verifiedAt: '2026-01-05T00:00:00.000Z', verifiedBy: 'whatsapp', source: 'admin' });
    expect(body.student.whatsappVerified).toBe(true);
  });
});
