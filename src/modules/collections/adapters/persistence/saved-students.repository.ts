import type { Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import { sessionOf } from '@platform/db/session';
import { raw, sql } from '@platform/db/sql';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { SavedStudentsRepository } from '@modules/collections/application/ports/saved-students.repository.port';
import type { SavedEntry } from '@modules/collections/domain/collection';

/** A `saved_students` row as the driver answers it. */
type SavedRow = { id: string; student_id: string; collection_id: string | null; notes: string | null; saved_at: Date | string };

const COLUMNS = raw('id, student_id, collection_id, notes, saved_at');

const toEntry = (row: SavedRow): SavedEntry => ({
  savedId: row.id,
  studentId: row.student_id,
  collectionId: row.collection_id,
  notes: row.notes,
  savedAt: new Date(row.saved_at),
});

/**
 * Lists are served by saved_students (user_id, saved_at desc) and (user_id, collection_id, saved_at desc). The saved
 * list reads through `reads` as its member: from the replica, except while it lacks the member's own latest write
 * (a save, a move, a note), which sends them to the primary. Everything a save or an export charges for reads the primary.
 */
export function createSavedStudentsRepository(orm: Orm, reads: ReadRouting = readsFromPrimary(orm)): SavedStudentsRepository {
  const db = (tx?: Transaction) => (tx ? entityManagerOf(tx) : sessionOf(orm));

  return {
    async insertNew(tx, memberId, studentIds, collectionId, notes) {
      if (studentIds.length === 0) return [];
      const rows = await sql`insert into saved_students (user_id, student_id, collection_id, notes)
        select ${memberId}, student_id, ${collectionId}::uuid, ${notes} from unnest(${studentIds}::uuid[]) with ordinality as wanted(student_id, n) order by n
        on conflict (user_id, student_id) do nothing returning student_id`.rows<{ student_id: string }>(entityManagerOf(tx));
      return rows.map((row) => row.student_id);
    },

    async savedAmong(memberId, studentIds) {
      if (studentIds.length === 0) return new Map();
      const rows = await sql`select student_id, collection_id from saved_students
        where user_id = ${memberId} and student_id = any(${studentIds}::uuid[])`.rows<SavedRow>(db());
      return new Map(rows.map((row) => [row.student_id, row.collection_id]));
    },

    async list(memberId, collectionId, limit, everyone) {
      const where = collectionId
        ? everyone
          ? sql`collection_id = ${collectionId}`
          : sql`user_id = ${memberId} and collection_id = ${collectionId}`
        : sql`user_id = ${memberId}`;
      return reads.read(
        async (em) => {
          const rows = await sql`select ${COLUMNS} from saved_students where ${where} order by saved_at desc, id desc limit ${limit}`.rows<SavedRow>(em);
          // One member's list: bounded by what they saved, counted on the member's index.
          const total =
            rows.length < limit ? rows.length : (await sql`select count(*)::int as n from saved_students where ${where}`.first<{ n: number }>(em))!.n;
          return { entries: rows.map(toEntry), total };
        },
        { kind: 'member', id: memberId },
      );
    },

    async inScope(memberId, scope, tx) {
      const where = 'collectionId' in scope ? sql`collection_id = ${scope.collectionId}` : sql`student_id = any(${scope.studentIds}::uuid[])`;
      const rows = await sql`select ${COLUMNS} from saved_students where user_id = ${memberId} and ${where}
        order by saved_at desc, id desc`.rows<SavedRow>(db(tx));
      return rows.map(toEntry);
    },

    async remove(memberId, studentId) {
      return (await sql`delete from saved_students where user_id = ${memberId} and student_id = ${studentId}`.run(db())) > 0;
    },

    async setNotes(memberId, studentId, notes) {
      const row = await sql`update saved_students set notes = ${notes} where user_id = ${memberId} and student_id = ${studentId}
        returning ${COLUMNS}`.first<SavedRow>(db());
      return row ? toEntry(row) : null;
    },

    async move(memberId, studentIds, collectionId) {
      if (studentIds.length === 0) return [];
      const rows = await sql`update saved_students set collection_id = ${collectionId}
        where user_id = ${memberId} and student_id = any(${studentIds}::uuid[]) returning student_id`.rows<{ student_id: string }>(db());
      return rows.map((row) => row.student_id);
    },

    moveAll: (tx, memberId, fromCollectionId, toCollectionId) =>
      sql`update saved_students set collection_id = ${toCollectionId} where user_id = ${memberId} and collection_id = ${fromCollectionId}`.run(
        entityManagerOf(tx),
      ),

    async appendToNotes(tx, memberId, studentIds, line) {
      if (studentIds.length === 0) return new Map();
      const rows = await sql`update saved_students
         set notes = case when coalesce(btrim(notes), '') = '' then ${line} else notes || chr(10) || ${line} end
         where user_id = ${memberId} and student_id = any(${studentIds}::uuid[])
         returning student_id, notes`.rows<{ student_id: string; notes: string }>(entityManagerOf(tx));
      return new Map(rows.map((row) => [row.student_id, row.notes]));
    },

    async saversOf(studentId) {
      const rows = await sql`select user_id from saved_students where student_id = ${studentId}`.rows<{ user_id: string }>(db());
      return rows.map((row) => row.user_id);
    },

    forgetStudentWithin: (tx, studentId) => sql`delete from saved_students where student_id = ${studentId}`.run(entityManagerOf(tx)),
  };
}
