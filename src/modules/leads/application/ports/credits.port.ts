import type { CreditsApi } from '@modules/credits/contracts';

/** What leads needs from credits (its contract): a charged transaction for unlocks, and the balance. */
export type CreditsPort = Pick<CreditsApi, 'chargedTransaction' | 'balanceOf'>;
