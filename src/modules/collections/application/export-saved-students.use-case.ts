import type { AuditActor } from '@platform/audit/audit-trail';
import { costOf, insufficientCredits, isInsufficientCredits } from '@modules/credits/contracts';
import { heldCopyLabel } from '@modules/leads/contracts';
import type { Buyer } from '../domain/collection';
import { nothingToExport } from '../domain/collections.errors';
import { buildExportCsv, exportFileName, exportedOnLine, indiaDay, type ExportRow } from '../domain/export-csv';
import { ownCollection } from './active-collection';
import type { CollectionsDeps } from './deps';
import type { SavedScope } from './ports/saved-students.repository.port';

export type ExportRequest = { studentIds?: readonly string[]; collectionId?: string; idempotencyKey?: string };

/** `notChargedInYourList`: ADR 0024, rows shown but not charged, their student on the institution's exclusion list */
export type ExportResult = {
  csv: string;
  fileName: string;
  exportedCount: number;
  creditsConsumed: number;
  remainingCredits: number;
  notChargedInYourList: number;
};

/**
 * What the charged transaction remembers of an export, so that a retry builds the very same file: the member's own
 * saved-list fields of each exported student (no contact details; those are read from the catalogue each time).
 */
type ExportReceipt = {
  rows: { studentId: string; notes: string | null; savedAt: string; collectionName: string }[];
  creditsConsumed: number;
  remainingCredits: number;
  exportedAt: string;
  /** ADR 0024 (absent in receipts from before it) */
  notChargedInYourList?: number;
};

/**
 * Spec 001 §4/§7/§9: the CSV of a collection or of chosen saved students. The export charge (1 credit per
 * student whose contact details the file shows, premium free) and the 'Exported on …' line in each student's notes commit in ONE transaction:
 * when either fails, neither balance nor notes change and no file is produced. The students exported are read
 * inside that transaction, so the charge covers exactly the rows in the file. A retry with the same
 * Idempotency-Key is not charged and does not note the export twice: it answers the same file from the receipt.
 * The audit row (who exported which students) commits in the same transaction, once per export, not per retry.
 */
export async function exportSavedStudents(
  saver: Buyer,
  request: ExportRequest,
  deps: Pick<CollectionsDeps, 'collections' | 'saved' | 'students' | 'credits' | 'clock' | 'audit' | 'events'>,
  actor: AuditActor,
): Promise<ExportResult> {
  const collection = request.collectionId ? await ownCollection(saver.id, request.collectionId, deps) : null;
  const scope: SavedScope = collection ? { collectionId: collection.id } : { studentIds: request.studentIds ?? [] };
  const names = new Map((await deps.collections.list(saver.id, saver.institutionId)).map((c) => [c.id, c.name]));
  const now = deps.clock.now();
  const line = exportedOnLine(now);
  const { idempotencyKey, ...fields } = request;

  // A row whose contacts stay masked (saved while premium, the membership since lapsed, never unlocked) is exported
  // masked and free: an export never charges for what it does not show. Read before the charged transaction (which
  // holds a connection while it waits for the member's balance row, so it must not ask the pool for another); unlocks
  // are never taken back, so every row charged below is still unlocked, and shown in full, when the file is built.
  const inScope = saver.isPremium ? [] : collection ? (await deps.saved.inScope(saver.id, scope)).map((entry) => entry.studentId) : (request.studentIds ?? []);
  const unlocked = saver.isPremium ? new Set<string>() : await deps.students.unlocksInForceAmong(saver.institutionId, inScope);
  // ADR 0024: a row on the institution's own exclusion list is shown as before and never charged
  const listed = saver.isPremium ? new Set<string>() : await deps.students.exclusionListedAmong(saver.institutionId, inScope);

  let wanted = { credits: 0, students: 0 };
  const receipt = await deps.credits
    .chargedTransaction(
      { memberId: saver.id, institutionId: saver.institutionId, apiKeyId: saver.apiKeyId, operation: 'export', idempotencyKey, request: fields },
      async ({ tx, charge }): Promise<ExportReceipt> => {
        const entries = await deps.saved.inScope(saver.id, scope, tx);
        if (entries.length === 0) throw nothingToExport();
        const studentIds = entries.map((entry) => entry.studentId);
        const unlockedShown = saver.isPremium ? studentIds : studentIds.filter((id) => unlocked.has(id));
        const shown = unlockedShown.filter((id) => !listed.has(id));
        wanted = { credits: costOf('export', shown.length, saver.isPremium), students: studentIds.length };
        const what = entries.length === 1 ? '1 saved student' : `${entries.length} saved students`;
        const description = collection ? `Exported ${what} from ${collection.name}` : `Exported ${what}`;
        const paid = await charge({ isPremium: saver.isPremium, kind: 'export', studentIds: shown, description });
        const notes = await deps.saved.appendToNotes(tx, saver.id, studentIds, line);
        await deps.audit.recordWithin(tx, {
          actor,
          action: 'collection.export',
          subject: { kind: 'saved_students', studentIds },
          detail: { collectionId: collection?.id ?? null, exported: studentIds.length, creditsConsumed: paid.charged },
        });
        await deps.events?.(tx, {
          memberId: saver.id,
          institutionId: saver.institutionId,
          isPremium: saver.isPremium,
          collectionId: collection?.id ?? null,
          studentIds,
        });
        return {
          rows: entries.map((entry) => ({
            studentId: entry.studentId,
            notes: notes.get(entry.studentId) ?? entry.notes,
            savedAt: entry.savedAt.toISOString(),
            collectionName: names.get(entry.collectionId ?? '') ?? '',
          })),
          creditsConsumed: paid.charged,
          remainingCredits: paid.remainingCredits,
          exportedAt: now.toISOString(),
          notChargedInYourList: unlockedShown.length - shown.length,
        };
      },
    )
    .catch((error: unknown) => {
      if (isInsufficientCredits(error)) throw insufficientCredits({ credits: wanted.credits, students: wanted.students });
      throw error;
    });

  const studentIds = receipt.rows.map((row) => row.studentId);
  const students = new Map(
    (await deps.students.studentsForMember({ memberId: saver.id, institutionId: saver.institutionId, isPremium: saver.isPremium }, studentIds)).map((s) => [
      s.id,
      s,
    ]),
  );
  const rows: ExportRow[] = receipt.rows.flatMap((row) => {
    const student = students.get(row.studentId);
    if (!student) return [];
    return [
      { ...student, privacyLabel: heldCopyLabel(student.privacyLabel), notes: row.notes, savedAt: new Date(row.savedAt), collectionName: row.collectionName },
    ];
  });
  return {
    csv: buildExportCsv(rows, collection === null),
    fileName: exportFileName(collection?.name ?? null, indiaDay(new Date(receipt.exportedAt))),
    exportedCount: rows.length,
    creditsConsumed: receipt.creditsConsumed,
    remainingCredits: receipt.remainingCredits,
    notChargedInYourList: receipt.notChargedInYourList ?? 0,
  };
}

/** The export's counts as the answer's headers (ADR 0024: X-Not-Charged-In-Your-List too). */
export const exportHeaders = (result: ExportResult): Record<string, string> => ({
  'x-export-file-name': result.fileName,
  'x-exported-count': String(result.exportedCount),
  'x-credits-consumed': String(result.creditsConsumed),
  'x-remaining-credits': String(result.remainingCredits),
  'x-not-charged-in-your-list': String(result.notChargedInYourList),
});
