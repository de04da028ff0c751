import type { CreditsApi } from '../../../credits/contracts';
import type { LeadsApi } from '../../../leads/contracts';

/** What this module needs from the catalogue (the leads module's contract). */
export type StudentCatalogue = Pick<LeadsApi, 'existingIds' | 'studentsForMember'>;

/** What this module needs from credits: a charged transaction for what is bought, and unlocked checks. */
export type CreditsPort = Pick<CreditsApi, 'chargedTransaction' | 'unlockedAmong'>;
