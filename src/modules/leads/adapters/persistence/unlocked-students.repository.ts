import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { UnlockedStudent, UnlockedStudents } from '@modules/leads/application/ports/unlocked-students.port';

/** An `unlocked_students` row as the lists read it (an erased student's stub, student_id null, is never read). */
type UnlockRow = { student_id: string; unlocked_at: Date | string };

const UNLOCK_COLUMNS = raw('student_id, unlocked_at');

const toUnlocked = (row: UnlockRow): UnlockedStudent => ({ studentId: row.student_id, unlockedAt: new Date(row.unlocked_at) });

export function createUnlockedStudentsRepository(orm: Orm): UnlockedStudents {
  return {
    async addNew(tx, { memberId, institutionId }, studentIds) {
      if (studentIds.length === 0) return [];
      // The unique (institution_id, student_id) pair makes a second unlock of the same student, by any seat of the
      // institution (ADR 0021), a no-op, even in parallel.
      // An unknown student is refused by the foreign key, which saves looking the ids up first.
      try {
        const rows = await sql`insert into unlocked_students (user_id, institution_id, student_id)
          select ${memberId}, ${institutionId}, student_id from unnest(${studentIds}::uuid[]) with ordinality as wanted(student_id, n) order by n
          on conflict (institution_id, student_id) do nothing returning student_id`.rows<{ student_id: string }>(entityManagerOf(tx));
        return rows.map((row) => row.student_id);
      } catch (error) {
        if (error instanceof ForeignKeyConstraintViolationException) return null;
        throw error;
      }
    },

    async among(institutionId, studentIds, tx) {
      if (studentIds.length === 0) return new Set();
      const rows =
        await sql`select student_id from unlocked_students where institution_id = ${institutionId} and student_id = any(${studentIds}::uuid[])`.rows<{
          student_id: string;
        }>(tx ? entityManagerOf(tx) : sessionOf(orm));
      return new Set(rows.map((row) => row.student_id));
    },

    async list(institutionId) {
      // an erased student's unlock is a stub without a student: nothing to show
      const rows = await sql`select ${UNLOCK_COLUMNS} from unlocked_students where institution_id = ${institutionId} and student_id is not null
        order by unlocked_at desc`.rows<UnlockRow>(sessionOf(orm));
      return rows.map(toUnlocked);
    },

    async page(institutionId, limit, offset) {
      const db = sessionOf(orm);
      const rows = await sql`select ${UNLOCK_COLUMNS} from unlocked_students where institution_id = ${institutionId} and student_id is not null
         order by unlocked_at desc, student_id limit ${limit} offset ${offset}`.rows<UnlockRow>(db);
      const count = await sql`select count(*)::int as n from unlocked_students where institution_id = ${institutionId} and student_id is not null`.first<{
        n: number;
      }>(db);
      return { rows: rows.map(toUnlocked), total: count?.n ?? 0 };
    },

    async membersOf(studentId) {
      const rows = await sql`select user_id from unlocked_students where student_id = ${studentId}`.rows<{ user_id: string }>(sessionOf(orm));
      return rows.map((row) => row.user_id);
    },

    /**
     * Erasure (DPDP Act 2023): the members' unlocks of this student stay as anonymous stubs, their student_id set to
     * null. Runs BEFORE the student row is deleted (that delete would cascade the unlocks away).
     */
    forgetStudent: (tx, studentId) => sql`update unlocked_students set student_id = null where student_id = ${studentId}`.run(entityManagerOf(tx)),
  };
}
