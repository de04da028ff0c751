import { describe, expect, it } from 'bun:test';
import { migrate } from '@platform/db/orm';
import { createMember } from '@support/auth';
import { useTestApp } from '@support/test-app';
import { addStudents } from './student-mother';

/**
 * ADR 0021, shared unlocks and collections: rolled back, rows written the old way, applied again. Every unlock and
 * collection names its seat's institution, no collection is shared, and an institution holds one unlock per student.
 */
const t = useTestApp();
const MIGRATIONS = ['Migration20270102100000_shared_unlocks', 'Migration20270102100100_shared_collections'];
const sql = <T = any>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute(query, params) as Promise<T[]>;

describe('the shared unlocks and collections migrations', () => {
  it("backfill each row's institution from its seat, share nothing, and keep one unlock per institution and student", async () => {
    const member = await createMember(t.db.orm);
    const [student] = await addStudents(t.db.orm, [{}]);
    for (const name of [...MIGRATIONS].reverse()) await t.db.orm.migrator.down(name);
    await sql('insert into unlocked_students (user_id, student_id) values (?, ?)', [member.id, student]);
    await sql("insert into collections (user_id, name, color) values (?, 'Old shape', '#10b981')", [member.id]);
    expect(await migrate(t.db.orm)).toEqual(MIGRATIONS);

    expect(await sql('select institution_id from unlocked_students where user_id = ?', [member.id])).toEqual([{ institution_id: member.institutionId }]);
    expect(await sql('select institution_id, shared from collections where user_id = ?', [member.id])).toEqual([
      { institution_id: member.institutionId, shared: false },
    ]);
    // a second seat of the institution cannot hold a second unlock of the student
    const [seat] = await sql<{ id: string }>(
      "insert into website_users (email, password, first_name, last_name, institution_id, seat_role) values ('mig.seat@example.in', 'x', 'Ravi', 'K', ?, 'member') returning id",
      [member.institutionId],
    );
    expect(await sql('insert into unlocked_students (user_id, student_id) values (?, ?) on conflict do nothing returning id', [seat!.id, student])).toEqual([]);
  });
});
