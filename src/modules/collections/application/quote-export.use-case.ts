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
 * nothing for premium members. The screens show it before the export instead of pricing it themselves.
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
  const shown = saver.isPremium ? studentIds.length : (await deps.students.unlocksInForceAmong(saver.institutionId, studentIds)).size;
  return { studentCount: studentIds.length, chargedStudents: saver.isPremium ? 0 : shown, credits: costOf('export', shown, saver.isPremium) };
}
