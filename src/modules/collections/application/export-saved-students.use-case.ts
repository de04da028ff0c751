import { isDomainError, DomainError } from '../../../platform/kernel/domain-error';
import type { Saver } from '../domain/collection';
import { nothingToExport } from '../domain/collections.errors';
import { appendNote, buildExportCsv, exportFileName, exportedOnLine, indiaDay, type ExportRow } from '../domain/export-csv';
import { ownCollection } from './active-collection';
import type { CollectionsDeps } from './deps';
import type { SavedScope } from './ports/saved-students.repository.port';

export type ExportResult = { csv: string; fileName: string; exportedCount: number; creditsConsumed: number; remainingCredits: number };

const tooFewCredits = (count: number) =>
  new DomainError('payment_required', 'CREDITS.INSUFFICIENT', `Insufficient credits. Need ${count} credits to export ${count} students.`);

/**
 * Spec 001 §4/§7/§9: the CSV of a collection or of chosen saved students. The export charge (1 credit per
 * student, premium free) and the 'Exported on …' line in each student's notes commit in ONE transaction:
 * when either fails, neither balance nor notes change and no file is produced.
 */
export async function exportSavedStudents(
  saver: Saver,
  request: { studentIds?: readonly string[]; collectionId?: string },
  deps: Pick<CollectionsDeps, 'collections' | 'saved' | 'students' | 'credits' | 'clock'>,
): Promise<ExportResult> {
  const collection = request.collectionId ? await ownCollection(saver.id, request.collectionId, deps) : null;
  const scope: SavedScope = collection ? { collectionId: collection.id } : { studentIds: request.studentIds ?? [] };
  const entries = await deps.saved.inScope(saver.id, scope);
  if (entries.length === 0) throw nothingToExport();

  const studentIds = entries.map((entry) => entry.studentId);
  const students = new Map((await deps.students.studentsForMember({ memberId: saver.id, isPremium: saver.isPremium }, studentIds)).map((s) => [s.id, s]));
  const names = new Map((await deps.collections.list(saver.id)).map((c) => [c.id, c.name]));
  const now = deps.clock.now();
  const line = exportedOnLine(now);
  const description = collection ? `Exported ${entries.length} saved students from ${collection.name}` : `Exported ${entries.length} saved students`;

  const { paid, notes } = await deps.collections
    .transaction(async (em) => {
      const paid = await deps.credits.chargeWithin(em, { memberId: saver.id, isPremium: saver.isPremium, kind: 'export', studentIds, description });
      return { paid, notes: await deps.saved.appendToNotes(em, saver.id, studentIds, line) };
    })
    .catch((error: unknown) => {
      if (isDomainError(error) && error.code === 'CREDITS.INSUFFICIENT') throw tooFewCredits(entries.length);
      throw error;
    });

  const rows: ExportRow[] = entries.flatMap((entry) => {
    const student = students.get(entry.studentId);
    if (!student) return [];
    return [{ ...student, notes: notes.get(entry.studentId) ?? appendNote(entry.notes, line), savedAt: entry.savedAt, collectionName: names.get(entry.collectionId ?? '') ?? '' }];
  });
  return {
    csv: buildExportCsv(rows, collection === null),
    fileName: exportFileName(collection?.name ?? null, indiaDay(now)),
    exportedCount: rows.length,
    creditsConsumed: paid.charged,
    remainingCredits: paid.remainingCredits,
  };
}
