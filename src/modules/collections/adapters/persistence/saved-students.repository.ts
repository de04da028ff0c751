import type { Orm } from '@platform/db/orm';
import { readsFromPrimary, type ReadRouting } from '@platform/db/read-replica';
import { entityManagerOf } from '@platform/db/unit-of-work';
import type { Transaction } from '@platform/kernel/transaction';
import type { SavedStudentsRepository } from '@modules/collections/application/ports/saved-students.repository.port';
import type { SavedEntry } from '@modules/collections/domain/collection';
import { asDate, marks } from './sql-list';

type Row = { id: string; student_id: string; collection_id: string | null; notes: string | null; saved_at: Date | string };

const COLUMNS = 'id, student_id, collection_id, notes, saved_at';

const toEntry = (row: Row): SavedEntry => ({
  savedId: row.id,
  studentId: row.student_id,
  collectionId: row.collection_id,
  notes: row.notes,
  savedAt: asDate(row.saved_at),
});

/**
 * Lists are served by saved_students (user_id, saved_at desc) and (user_id, collection_id, saved_at desc). The saved
 * list reads through `reads` as its member: from the replica, except while it lacks the member's own latest write
 * (a save, a move, a note), which sends them to the primary. Everything a save or an export charges for reads the primary.
 */
export function createSavedStudentsRepository(orm: Orm, reads: ReadRouting = readsFromPrimary(orm)): SavedStudentsRepository {
  const read = (tx?: Transaction) => (tx ? entityManagerOf(tx) : orm.em.fork());

  return {
    async insertNew(tx, memberId, studentIds, collectionId, notes) {
      if (studentIds.length === 0) return [];
      const rows = await entityManagerOf(tx).execute<{ student_id: string }[]>(
        `insert into saved_students (user_id, student_id, collection_id, notes) values ${studentIds.map(() => '(?, ?, ?, ?)').join(', ')}
         on conflict (user_id, student_id) do nothing returning student_id`,
        studentIds.flatMap((id) => [memberId, id, collectionId, notes]),
      );
      return rows.map((row) => row.student_id);
    },

    async savedAmong(memberId, studentIds) {
      if (studentIds.length === 0) return new Map();
      const rows = await read().execute<Row[]>(
        `select student_id, collection_id from saved_students where user_id = ? and student_id in (${marks(studentIds.length)})`,
        [memberId, ...studentIds],
      );
      return new Map(rows.map((row) => [row.student_id, row.collection_id]));
    },

    async list(memberId, collectionId, limit) {
      const where = collectionId ? 'user_id = ? and collection_id = ?' : 'user_id = ?';
      const params = collectionId ? [memberId, collectionId] : [memberId];
      return reads.read(
        async (db) => {
          const rows = await db.execute<Row[]>(`select ${COLUMNS} from saved_students where ${where} order by saved_at desc, id desc limit ?`, [
            ...params,
            limit,
          ]);
          // One member's list: bounded by what they saved, counted on the member's index.
          const total =
            rows.length < limit
              ? rows.length
              : Number((await db.execute<{ n: string }[]>(`select count(*) as n from saved_students where ${where}`, params))[0]!.n);
          return { entries: rows.map(toEntry), total };
        },
        { kind: 'member', id: memberId },
      );
    },

    async inScope(memberId, scope, tx) {
      const [where, params] =
        'collectionId' in scope
          ? ['collection_id = ?', [scope.collectionId]]
          : scope.studentIds.length
            ? [`student_id in (${marks(scope.studentIds.length)})`, [...scope.studentIds]]
            : ['false', []];
      const rows = await read(tx).execute<Row[]>(`select ${COLUMNS} from saved_students where user_id = ? and ${where} order by saved_at desc, id desc`, [
        memberId,
        ...params,
      ]);
      return rows.map(toEntry);
    },

    async remove(memberId, studentId) {
      const rows = await read().execute('delete from saved_students where user_id = ? and student_id = ? returning id', [memberId, studentId]);
      return rows.length > 0;
    },

    async setNotes(memberId, studentId, notes) {
      const rows = await read().execute<Row[]>(`update saved_students set notes = ? where user_id = ? and student_id = ? returning ${COLUMNS}`, [
        notes,
        memberId,
        studentId,
      ]);
      return rows[0] ? toEntry(rows[0]) : null;
    },

    async move(memberId, studentIds, collectionId) {
      if (studentIds.length === 0) return [];
      const rows = await read().execute<{ student_id: string }[]>(
        `update saved_students set collection_id = ? where user_id = ? and student_id in (${marks(studentIds.length)}) returning student_id`,
        [collectionId, memberId, ...studentIds],
      );
      return rows.map((row) => row.student_id);
    },

    async moveAll(tx, memberId, fromCollectionId, toCollectionId) {
      const rows = await entityManagerOf(tx).execute('update saved_students set collection_id = ? where user_id = ? and collection_id = ? returning id', [
        toCollectionId,
        memberId,
        fromCollectionId,
      ]);
      return rows.length;
    },

    async appendToNotes(tx, memberId, studentIds, line) {
      if (studentIds.length === 0) return new Map();
      const rows = await entityManagerOf(tx).execute<{ student_id: string; notes: string }[]>(
        `update saved_students
         set notes = case when coalesce(btrim(notes), '') = '' then ? else notes || chr(10) || ? end
         where user_id = ? and student_id in (${marks(studentIds.length)})
         returning student_id, notes`,
        [line, line, memberId, ...studentIds],
      );
      return new Map(rows.map((row) => [row.student_id, row.notes]));
    },

    async saversOf(studentId) {
      const rows = await orm.em.fork().execute<{ user_id: string }[]>('select user_id from saved_students where student_id = ?', [studentId]);
      return rows.map((row) => row.user_id);
    },

    async forgetStudentWithin(tx, studentId) {
      const [row] = await entityManagerOf(tx).execute<{ n: number }[]>(
        'with gone as (delete from saved_students where student_id = ? returning 1) select count(*)::int as n from gone',
        [studentId],
      );
      return Number(row?.n ?? 0);
    },
  };
}
