import { notSaved } from '../domain/collections.errors';
import type { SavedStudentsRepository } from './ports/saved-students.repository.port';

type Deps = { saved: SavedStudentsRepository };

export async function unsaveStudent(memberId: string, studentId: string, deps: Deps) {
  if (!(await deps.saved.remove(memberId, studentId))) throw notSaved();
  return { studentId, isSaved: false as const };
}

/** Blank notes are stored as none. */
export async function updateNotes(memberId: string, studentId: string, notes: string | null, deps: Deps) {
  const entry = await deps.saved.setNotes(memberId, studentId, notes?.trim() ? notes : null);
  if (!entry) throw notSaved();
  return { studentId, notes: entry.notes };
}

export async function checkSaved(memberId: string, studentIds: readonly string[], deps: Deps): Promise<Record<string, boolean>> {
  const saved = await deps.saved.savedAmong(memberId, studentIds);
  return Object.fromEntries(studentIds.map((id) => [id, saved.has(id)]));
}

export async function savedStatus(memberId: string, studentId: string, deps: Deps) {
  const saved = await deps.saved.savedAmong(memberId, [studentId]);
  return { isSaved: saved.has(studentId), collectionId: saved.get(studentId) ?? null };
}
