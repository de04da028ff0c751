import type { Buyer } from '../domain/collection';
import { type Skipped, skippedFrom, studentNotFound } from '@modules/leads/contracts';
import { alreadySaved, lockedStudent } from '../domain/collections.errors';
import { activeCollection } from './active-collection';
import type { CollectionsDeps } from './deps';

export type SaveRequest = { studentIds: readonly string[]; collectionId?: string | null; notes?: string | null; single: boolean; idempotencyKey?: string };

/** `skipped`: the requested students left out of a bulk save (nobody may contact them), with the reason; never charged. */
export type SaveResult = {
  savedCount: number;
  alreadySavedCount: number;
  creditsConsumed: number;
  remainingCredits: number;
  collectionId: string;
  skipped: Skipped[];
};

type Deps = Pick<CollectionsDeps, 'collections' | 'saved' | 'students' | 'credits'>;

/**
 * Saves students the member may see in full (premium, or unlocked first) into one active collection, leaving out (and
 * naming) those nobody may contact.
 * The new rows and the save charge (1 credit each for every member, premium included: spec 001 §9) commit
 * together: a save that cannot be paid saves nothing; students already saved are counted, not charged. A single save of an already saved student is a 409, unless it is the retry
 * (same Idempotency-Key) of the save that saved it, which answers that save's result again.
 */
export async function saveStudents(saver: Buyer, request: SaveRequest, deps: Deps): Promise<SaveResult> {
  const requested = [...new Set(request.studentIds)];
  if ((await deps.students.existingIds(requested)).length !== requested.length) throw studentNotFound();
  // docs/product.md, "Bulk actions and students nobody may contact": a student nobody may contact is not saved (nor charged for); a single save says why, a bulk save skips
  // (ADR 0024: so is one on the institution's own exclusion list)
  const barred = await deps.students.uncontactableAmong(requested, saver.institutionId);
  const [firstBar] = barred.values();
  if (firstBar && request.single) throw firstBar;
  const skipped = skippedFrom(barred);
  const ids = requested.filter((id) => !barred.has(id));
  if (!saver.isPremium) {
    const unlocked = await deps.students.unlocksInForceAmong(saver.institutionId, ids);
    const locked = ids.filter((id) => !unlocked.has(id));
    if (locked.length > 0) throw lockedStudent(locked.length);
  }
  const { idempotencyKey, single, ...fields } = request;
  const payer = { memberId: saver.id, institutionId: saver.institutionId, apiKeyId: saver.apiKeyId };
  const operation = { ...payer, operation: single ? 'save' : 'bulk-save', idempotencyKey, request: { ...fields, studentIds: ids } };
  return deps.credits.chargedTransaction(operation, async ({ tx, charge }) => {
    const target = request.collectionId ? await activeCollection(saver, request.collectionId, deps, tx) : await deps.collections.ensureDefault(saver.id, tx);
    const fresh = await deps.saved.insertNew(tx, saver.id, ids, target.id, request.notes?.trim() ? request.notes : null);
    if (single && fresh.length === 0) throw alreadySaved();
    const description = fresh.length === 1 ? `Saved 1 student to ${target.name}` : `Saved ${fresh.length} students to ${target.name}`;
    const paid = await charge({ isPremium: saver.isPremium, kind: 'save', studentIds: fresh, description });
    return {
      savedCount: fresh.length,
      alreadySavedCount: ids.length - fresh.length,
      creditsConsumed: paid.charged,
      remainingCredits: paid.remainingCredits,
      collectionId: target.id,
      skipped,
    };
  });
}
