import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { UnlockedStudents } from '@modules/leads/application/ports/unlocked-students.port';

const list = (count: number, width: string) => Array.from({ length: count }, () => width).join(', ');

export function createUnlockedStudentsRepository(orm: Orm): UnlockedStudents {
  return {
    async addNew(tx, memberId, studentIds) {
      if (studentIds.length === 0) return [];
      // The unique (user_id, student_id) pair makes a second unlock of the same student a no-op, even in parallel.
      // An unknown student is refused by the foreign key, which saves looking the ids up first.
      try {
        const rows = await entityManagerOf(tx).execute<{ student_id: string }[]>(
          `insert into unlocked_students (user_id, student_id) values ${list(studentIds.length, '(?, ?)')}
           on conflict (user_id, student_id) do nothing returning student_id`,
          studentIds.flatMap((id) => [memberId, id]),
        );
        return rows.map((row) => row.student_id);
      } catch (error) {
        if (error instanceof ForeignKeyConstraintViolationException) return null;
        throw error;
      }
    },

    async among(memberId, studentIds, tx) {
      if (studentIds.length === 0) return new Set();
      const rows = await (tx ? entityManagerOf(tx) : orm.em.fork()).execute<{ student_id: string }[]>(
        `select student_id from unlocked_students where user_id = ? and student_id in (${list(studentIds.length, '?')})`,
        [memberId, ...studentIds],
      );
      return new Set(rows.map((row) => row.student_id));
    },

    async list(memberId) {
      const rows = await orm.em.fork().execute<{ student_id: string; unlocked_at: Date | string }[]>(
        // an erased student's unlock is a stub without a student: nothing to show
        'select student_id, unlocked_at from unlocked_students where user_id = ? and student_id is not null order by unlocked_at desc',
        [memberId],
      );
      return rows.map((row) => ({ studentId: row.student_id, unlockedAt: new Date(row.unlocked_at) }));
    },

    async page(memberId, limit, offset) {
      const db = orm.em.fork();
      const rows = await db.execute<{ student_id: string; unlocked_at: Date | string }[]>(
        `select student_id, unlocked_at from unlocked_students where user_id = ? and student_id is not null
         order by unlocked_at desc, student_id limit ${Number(limit)} offset ${Number(offset)}`,
        [memberId],
      );
      const [count] = await db.execute<{ n: number }[]>('select count(*)::int as n from unlocked_students where user_id = ? and student_id is not null', [
        memberId,
      ]);
      return { rows: rows.map((row) => ({ studentId: row.student_id, unlockedAt: new Date(row.unlocked_at) })), total: Number(count?.n ?? 0) };
    },

    async membersOf(studentId) {
      const rows = await orm.em.fork().execute<{ user_id: string }[]>('select user_id from unlocked_students where student_id = ?', [studentId]);
      return rows.map((row) => row.user_id);
    },

    /**
     * Erasure (DPDP Act 2023): the members' unlocks of this student stay as anonymous stubs, their student_id set to
     * null. Runs BEFORE the student row is deleted (that delete would cascade the unlocks away).
     */
    async forgetStudent(tx, studentId) {
      const [stubs] = await entityManagerOf(tx).execute<{ n: number }[]>(
        'with stub as (update unlocked_students set student_id = null where student_id = ? returning 1) select count(*)::int as n from stub',
        [studentId],
      );
      return Number(stubs?.n ?? 0);
    },
  };
}
