import type { Transaction } from '@platform/kernel/transaction';
import type { SavedEntry } from '@modules/collections/domain/collection';
import type { SavedStudentsRepository } from '../ports/saved-students.repository.port';
import { type CollectionsWorld, NOW, newestFirst, nextId, savedOf } from './collections-world';

/** The saved-students table over the world's `saved`: one entry per member and student, newest first. */
export function inMemorySavedStudents(world: CollectionsWorld, assertOpen: (tx: Transaction) => void): SavedStudentsRepository {
  const entries = (memberId: string) => savedOf(world, memberId);
  return {
    async insertNew(tx, memberId, studentIds, collectionId, notes) {
      assertOpen(tx);
      const fresh = studentIds.filter((id) => !entries(memberId).some((s) => s.studentId === id));
      for (const studentId of fresh) world.saved.push({ memberId, savedId: nextId(), studentId, collectionId, notes, savedAt: NOW });
      return fresh;
    },
    async savedAmong(memberId, studentIds) {
      return new Map(
        entries(memberId)
          .filter((s) => studentIds.includes(s.studentId))
          .map((s) => [s.studentId, s.collectionId]),
      );
    },
    async list(memberId, collectionId, limit, everyone) {
      const all = (everyone ? world.saved : entries(memberId)).filter((s) => !collectionId || s.collectionId === collectionId).sort(newestFirst);
      return { entries: all.slice(0, limit), total: all.length };
    },
    async inScope(memberId, scope) {
      const inside = (s: SavedEntry) => ('collectionId' in scope ? s.collectionId === scope.collectionId : scope.studentIds.includes(s.studentId));
      return entries(memberId).filter(inside).sort(newestFirst);
    },
    async remove(memberId, studentId) {
      const index = world.saved.findIndex((s) => s.memberId === memberId && s.studentId === studentId);
      if (index >= 0) world.saved.splice(index, 1);
      return index >= 0;
    },
    async setNotes(memberId, studentId, notes) {
      const entry = entries(memberId).find((s) => s.studentId === studentId);
      return entry ? Object.assign(entry, { notes }) : null;
    },
    async move(memberId, studentIds, collectionId) {
      const moving = entries(memberId).filter((s) => studentIds.includes(s.studentId));
      for (const entry of moving) entry.collectionId = collectionId;
      return moving.map((s) => s.studentId);
    },
    async moveAll(tx, memberId, from, to) {
      assertOpen(tx);
      const moving = entries(memberId).filter((s) => s.collectionId === from);
      for (const entry of moving) entry.collectionId = to;
      return moving.length;
    },
    async appendToNotes(tx, memberId, studentIds, line) {
      assertOpen(tx);
      const notes = new Map<string, string>();
      for (const entry of entries(memberId).filter((s) => studentIds.includes(s.studentId))) {
        entry.notes = entry.notes?.trim() ? `${entry.notes}\n${line}` : line;
        notes.set(entry.studentId, entry.notes);
      }
      return notes;
    },
    async saversOf(studentId) {
      return world.saved.filter((s) => s.studentId === studentId).map((s) => s.memberId);
    },
    async forgetStudentWithin(tx, studentId) {
      assertOpen(tx);
      const before = world.saved.length;
      world.saved = world.saved.filter((s) => s.studentId !== studentId);
      return before - world.saved.length;
    },
  };
}
