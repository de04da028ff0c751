/**
 * ADR 0026, issue 29: "verified within N days", oldest first. The walk from the oldest student starts at the lower
 * bound kept in contact_verification_days (Migration20270106000000), so it must never leave out a student: an old
 * record verified again yesterday (an update, not an insert) comes first, and one verified long ago stays out.
 */
import { describe, expect, it } from 'bun:test';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

const t = useTestApp();
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

describe('"verified within", oldest first', () => {
  it("starts at the verification days' bound and still lists an old record verified again, first", async () => {
    const [reverified, longAgo, recent, never] = await addStudents(t.db.orm, [
      { studentName: 'Old Reverified', emailVerified: false, mobileVerified: false },
      { studentName: 'Verified Long Ago', emailVerified: false, mobileVerified: false },
      { studentName: 'Recent Verified', emailVerified: false, mobileVerified: false },
      { studentName: 'Never Verified', emailVerified: false, mobileVerified: false },
    ]);
    const setDates = (id: string, createdDaysAgo: number, verifiedDaysAgo: number | null) =>
      sql(
        `update students set created_at = now() - make_interval(days => ?), mobile_verified_at = ${verifiedDaysAgo === null ? 'null' : 'now() - make_interval(days => ?)'},
          mobile_verified_by = ${verifiedDaysAgo === null ? 'null' : "'otp'"} where id = ?`,
        verifiedDaysAgo === null ? [createdDaysAgo, id] : [createdDaysAgo, verifiedDaysAgo, id],
      );
    await setDates(recent!, 10, 10);
    await setDates(longAgo!, 200, 200);
    await setDates(never!, 5, null);
    // created 400 days ago, verified again two days ago: an update lowers the bound of that day
    await setDates(reverified!, 400, 2);

    const member = await createMember(t.db.orm, { credits: 5 });
    const list = async (query: string) => {
      const response = await t.handle(`/api/public/students?limit=100&${query}`, { token: member.token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { students: { id: string }[] }).students.map((student) => student.id);
    };
    expect(await list('verifiedWithin=30&sortBy=createdAt&sortOrder=asc')).toEqual([reverified, recent]);
    expect(await list('verifiedWithin=30&sortBy=createdAt&sortOrder=desc')).toEqual([recent, reverified]);
    expect(await list('verifiedWithin=365&sortBy=createdAt&sortOrder=asc')).toEqual([reverified, longAgo, recent]);

    // the bound of the re-verification's day is the old record's creation
    const [day] = await sql<{ oldest: boolean }>(
      `select first_created_at = (select created_at from students where id = ?) as oldest from contact_verification_days
        where day = ((now() - interval '2 days') at time zone 'UTC')::date`,
      [reverified],
    );
    expect(day?.oldest).toBe(true);
  });
});
