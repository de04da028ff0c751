/**
 * The one pricing table (spec 001 §9). Every module and the screens read it; the screens get it
 * from GET /api/website/credits/prices, so no price is written twice.
 */
export const CREDIT_PRICES = { unlock: 1, save: 1, export: 1 } as const;

export type ChargeKind = keyof typeof CREDIT_PRICES;
export const CHARGE_KINDS = Object.keys(CREDIT_PRICES) as ChargeKind[];

/** Premium members pay nothing for any of these. */
export const costOf = (kind: ChargeKind, quantity: number, isPremium: boolean): number => (isPremium ? 0 : CREDIT_PRICES[kind] * quantity);

/** Bulk "unlock and save": already unlocked students cost the save, locked ones the unlock and the save. */
export const unlockAndSaveCost = (unlockedCount: number, lockedCount: number, isPremium: boolean): number =>
  costOf('save', unlockedCount + lockedCount, isPremium) + costOf('unlock', lockedCount, isPremium);

/** Spec 001 §9: the low-credit warning shows below this balance. */
export const LOW_CREDIT_THRESHOLD = 10;
