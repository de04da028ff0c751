import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '@platform/db/orm';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { UnlockedStudent, UnlockedStudents } from '@modules/leads/application/ports/unlocked-students.port';
import { admissionSeasonOf, DEFAULT_SEASON_CAP } from '@modules/leads/domain/admission-season';

/** An `unlocked_students` row as the lists read it (an erased student's stub, student_id null, is never read). */
type UnlockRow = { student_id: string; unlocked_at: Date | string };

const UNLOCK_COLUMNS = raw('student_id, unlocked_at');

const toUnlocked = (row: UnlockRow): UnlockedStudent => ({ studentId: row.student_id, unlockedAt: new Date(row.unlocked_at) });

/** `seasonCap`, `now`: ADR 0023, at most `seasonCap` institutions unlock one student per admission season. */
export function createUnlockedStudentsRepository(
  orm: Orm,
  season: { seasonCap: number; now: () => Date } = { seasonCap: DEFAULT_SEASON_CAP, now: () => new Date() },
): UnlockedStudents {
  return {
    seasonCap: season.seasonCap,

    async addNew(tx, { memberId, institutionId, isPremium = false }, studentIds) {
      if (studentIds.length === 0) return { fresh: [], capped: [] };
      // The unique (institution_id, student_id) pair makes a second unlock of the same student, by any seat of the
      // institution (ADR 0021), a no-op, even in parallel.
      // ADR 0023, in the same statement: a student new to the institution takes a place of the season on the
      // student's own student_season_places row; ON CONFLICT DO UPDATE locks that row and judges `institutions <
      // cap` on its latest committed version (not on the statement's snapshot), so parallel unlocks of one student
      // by many institutions queue on it and exactly `cap` get through. Rows are taken in id order (no deadlock
      // between two bulk unlocks). "New to the institution" is read from the snapshot: the institution's own
      // requests run one at a time behind its pool's lock (ADR 0021), so every earlier unlock of theirs is seen.
      // A premium institution's unlock is kept apart (`by_premium`): it holds the place but unlocks nothing once the
      // membership ends; the institution's first paid unlock of that student turns it into a paid one (no new place).
      // An unknown student is refused by the foreign keys, which saves looking the ids up first.
      try {
        const rows = await sql`with wanted as (select student_id, n from unnest(${studentIds}::uuid[]) with ordinality as w(student_id, n)),
          held as (select student_id, by_premium from unlocked_students where institution_id = ${institutionId} and student_id = any(${studentIds}::uuid[])),
          newcomers as (select student_id, n from wanted where student_id not in (select student_id from held)),
          placed as (insert into student_season_places (student_id, season, institutions)
            select student_id, ${admissionSeasonOf(season.now())}, 1 from newcomers order by student_id
            on conflict (student_id, season) do update set institutions = student_season_places.institutions + 1
            where student_season_places.institutions < ${season.seasonCap} returning student_id),
          added as (insert into unlocked_students (user_id, institution_id, student_id, by_premium)
            select ${memberId}, ${institutionId}, student_id, ${isPremium} from wanted
            where student_id in (select student_id from placed) or (not ${isPremium} and student_id in (select student_id from held where by_premium))
            order by n
            on conflict (institution_id, student_id) do update set by_premium = false, user_id = excluded.user_id, unlocked_at = now()
            where unlocked_students.by_premium and not excluded.by_premium returning student_id)
          select student_id, true as fresh from added
          union all select student_id, false from newcomers where student_id not in (select student_id from placed)`.rows<{
          student_id: string;
          fresh: boolean;
        }>(entityManagerOf(tx));
        const fresh = new Set(rows.filter((row) => row.fresh).map((row) => row.student_id));
        return {
          fresh: studentIds.filter((id) => fresh.has(id)),
          capped: rows.filter((row) => !row.fresh).map((row) => row.student_id),
        };
      } catch (error) {
        if (error instanceof ForeignKeyConstraintViolationException) return null;
        throw error;
      }
    },

    async seasonPlaces(studentIds) {
      if (studentIds.length === 0) return new Map();
      const rows = await sql`select student_id, institutions from student_season_places
        where season = ${admissionSeasonOf(season.now())} and student_id = any(${studentIds}::uuid[])`.rows<{ student_id: string; institutions: number }>(
        sessionOf(orm),
      );
      return new Map(rows.map((row) => [row.student_id, row.institutions]));
    },

    async among(institutionId, studentIds, tx) {
      if (studentIds.length === 0) return new Set();
      const rows =
        await sql`select student_id from unlocked_students where institution_id = ${institutionId} and student_id = any(${studentIds}::uuid[]) and not by_premium`.rows<{
          student_id: string;
        }>(tx ? entityManagerOf(tx) : sessionOf(orm));
      return new Set(rows.map((row) => row.student_id));
    },

    async list(institutionId) {
      // an erased student's unlock is a stub without a student: nothing to show
      const rows =
        await sql`select ${UNLOCK_COLUMNS} from unlocked_students where institution_id = ${institutionId} and student_id is not null and not by_premium
        order by unlocked_at desc`.rows<UnlockRow>(sessionOf(orm));
      return rows.map(toUnlocked);
    },

    async page(institutionId, limit, offset) {
      const db = sessionOf(orm);
      const rows =
        await sql`select ${UNLOCK_COLUMNS} from unlocked_students where institution_id = ${institutionId} and student_id is not null and not by_premium
         order by unlocked_at desc, student_id limit ${limit} offset ${offset}`.rows<UnlockRow>(db);
      const count =
        await sql`select count(*)::int as n from unlocked_students where institution_id = ${institutionId} and student_id is not null and not by_premium`.first<{
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
