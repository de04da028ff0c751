import { heldCopyLabel, type StudentLead } from '@modules/leads/contracts';
import type { Saver } from '../domain/collection';
import { visibleCollection } from './active-collection';
import type { CollectionsDeps } from './deps';

export type SavedStudentView = StudentLead & { studentId: string; savedId: string; collectionId: string | null; notes: string | null; savedAt: string };

/**
 * The member's saved students (or a shared collection's, every seat's: ADR 0021), newest first, each with the student's fields as the catalogue presents
 * them to this member (column settings applied; saved students are unlocked, so contacts are in full).
 */
export async function listSavedStudents(
  saver: Saver,
  query: { collectionId: string | null; limit: number },
  deps: Pick<CollectionsDeps, 'collections' | 'saved' | 'students'>,
): Promise<{ savedStudents: SavedStudentView[]; total: number }> {
  // ADR 0021: a shared collection shows every seat's students in it
  const collection = query.collectionId ? await visibleCollection(saver, query.collectionId, deps) : null;
  const { entries, total } = await deps.saved.list(saver.id, query.collectionId, query.limit, collection?.shared ?? false);
  const students = await deps.students.studentsForMember(
    { memberId: saver.id, institutionId: saver.institutionId, isPremium: saver.isPremium },
    entries.map((entry) => entry.studentId),
  );
  const byId = new Map(students.map((student) => [student.id, student]));
  const savedStudents = entries.flatMap((entry) => {
    const student = byId.get(entry.studentId);
    if (!student) return [];
    return [
      {
        ...student,
        privacyLabel: heldCopyLabel(student.privacyLabel),
        studentId: entry.studentId,
        savedId: entry.savedId,
        collectionId: entry.collectionId,
        notes: entry.notes,
        savedAt: entry.savedAt.toISOString(),
      },
    ];
  });
  return { savedStudents, total };
}
