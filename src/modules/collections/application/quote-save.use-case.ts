import { quoteUnlockAndSave, type SaveQuote } from '@modules/credits/contracts';
import type { Saver } from '../domain/collection';
import { studentNotFound } from '@modules/leads/contracts';
import type { CollectionsDeps } from './deps';

type Deps = Pick<CollectionsDeps, 'saved' | 'students'>;

/**
 * What unlocking and saving these students would cost this member now, from the same price rules the unlock and
 * save charges use: the screens show it instead of pricing a selection themselves (a student saved a moment ago in
 * another tab, or unlocked before, is not priced again).
 */
export async function quoteSave(saver: Saver, studentIds: readonly string[], deps: Deps): Promise<SaveQuote & { studentCount: number; alreadySaved: number }> {
  const ids = [...new Set(studentIds)];
  if ((await deps.students.existingIds(ids)).length !== ids.length) throw studentNotFound();
  const [saved, unlocked, barred] = await Promise.all([
    deps.saved.savedAmong(saver.id, ids),
    saver.isPremium ? Promise.resolve(new Set(ids)) : deps.students.unlocksInForceAmong(saver.institutionId, ids),
    deps.students.uncontactableAmong(ids, saver.institutionId),
  ]);
  // the students a save leaves out (nobody may contact them) are priced at nothing, as the save charges them
  const priced = ids.filter((id) => !barred.has(id));
  const locked = priced.filter((id) => !unlocked.has(id)).length;
  const unsaved = priced.filter((id) => !saved.has(id)).length;
  return { studentCount: ids.length, alreadySaved: priced.length - unsaved, ...quoteUnlockAndSave({ locked, unsaved }, saver.isPremium) };
}
