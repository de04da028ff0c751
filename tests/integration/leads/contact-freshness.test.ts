/**
 * ADR 0026 (issue 29 §1): each contact carries when it was verified, how and from where; the spec's booleans follow
 * (a trigger keeps them in step); "verified within N days" filters the list, the public API and saved searches, and
 * `freshness` sorts it; the answer carries the facts even when the contact is masked.
 */
import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
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
});
