/**
 * The one pricing table (spec 001 §9). Every charge and every price a screen shows comes from these functions:
 * the server charges with `unitPrice`, and the screens show what GET /api/website/credits/prices and the
 * save quote (POST /api/website/saved-students/quote) compute with them, so no price is written twice.
 */
export const CREDIT_PRICES = { unlock: 1, save: 1, export: 1 } as const;

export type ChargeKind = keyof typeof CREDIT_PRICES;
export const CHARGE_KINDS = Object.keys(CREDIT_PRICES) as ChargeKind[];

/**
 * What premium members do without credits: they see every contact without unlocking (spec 001 §6) and export
 * for free (§6, §9). Saving costs every member, premium included (§9: "Saving a student to a collection costs 1 credit").
 */
const PREMIUM_FREE: Record<ChargeKind, boolean> = { unlock: true, save: false, export: true };

/** Credits one student costs this member for this kind of charge. */
export const unitPrice = (kind: ChargeKind, isPremium: boolean): number => (isPremium && PREMIUM_FREE[kind] ? 0 : CREDIT_PRICES[kind]);

/** The price table as one kind of member pays it. */
export const pricesFor = (isPremium: boolean): Record<ChargeKind, number> =>
  Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, unitPrice(kind, isPremium)])) as Record<ChargeKind, number>;

export const costOf = (kind: ChargeKind, quantity: number, isPremium: boolean): number => unitPrice(kind, isPremium) * quantity;

export type SaveQuote = {
  /** students still to unlock before they can be saved (never any for premium members) */
  toUnlock: number;
  /** students not saved yet: only these are charged the save */
  toSave: number;
  unlockCredits: number;
  saveCredits: number;
  /** unlock and save together: what "Unlock & Save" costs */
  totalCredits: number;
};

/**
 * What unlocking and saving a selection costs: the unlock of its locked students plus the save of the ones not
 * saved yet. A mixed selection of all-new students costs unlocked + 2 × locked (spec 001 §9); students already
 * saved add nothing, as the bulk save charges savedCount only.
 */
export function quoteUnlockAndSave(counts: { locked: number; unsaved: number }, isPremium: boolean): SaveQuote {
  const toUnlock = isPremium ? 0 : counts.locked;
  const unlockCredits = costOf('unlock', toUnlock, isPremium);
  const saveCredits = costOf('save', counts.unsaved, isPremium);
  return { toUnlock, toSave: counts.unsaved, unlockCredits, saveCredits, totalCredits: unlockCredits + saveCredits };
}

/** Spec 001 §9: the low-credit warning shows below this balance. */
export const LOW_CREDIT_THRESHOLD = 10;
