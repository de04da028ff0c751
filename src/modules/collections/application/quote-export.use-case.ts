import { costOf } from '@modules/credits/contracts';
import type { Saver } from '../domain/collection';
import { nothingToExport } from '../domain/collections.errors';
import { ownCollection } from './active-collection';
import type { CollectionsDeps } from './deps';
import type { SavedScope } from './ports/saved-students.repository.port';

export type ExportQuote = { studentCount: number; chargedStudents: number; credits: number };

/**
 * What exporting a collection or chosen saved students would charge now, with the rule and the price function the
 * export charges with (credits' costOf): every row whose contacts the file shows in full, nothing for masked rows,
 * nothing for premium members, nothing for a row on the institution's exclusion list (ADR 0024). The screens show it before the export instead of pricing it themselves.
 */
export async function quoteExport(
  saver: Saver,
  request: { studentIds?: readonly string[]; collectionId?: string },
  deps: Pick<CollectionsDeps, 'collections' | 'saved' | 'students'>,
): Promise<ExportQuote> {
  const collection = request.collectionId ? await ownCollection(saver.id, request.collectionId, deps) : null;
  const scope: SavedScope = collection ? { collectionId: collection.id } : { studentIds: request.studentIds ?? [] };
  const studentIds = (await deps.saved.inScope(saver.id, scope)).map((entry) => entry.studentId);
  if (studentIds.length === 0) throw nothingToExport();
  // ADR 0024: a row on the institution's own exclusion list is shown, never charged
  const listed = saver.isPremium ? new Set<string>() : await deps.students.exclusionListedAmong(saver.institutionId, studentIds);
  const unlocked = saver.isPremium ? new Set(studentIds) : await deps.students.unlocksInForceAmong(saver.institutionId, studentIds);
  const shown = saver.isPremium ? studentIds.length : studentIds.filter((id) => unlocked.has(id) && !listed.has(id)).length;
  return { studentCount: studentIds.length, chargedStudents: saver.isPremium ? 0 : shown, credits: costOf('export', shown, saver.isPremium) };
}
