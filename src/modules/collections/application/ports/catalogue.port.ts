import type { CreditsApi } from '@modules/credits/contracts';
import type { LeadsApi } from '@modules/leads/contracts';

/** What this module needs from the catalogue (the leads module's contract): students as a member sees them, and unlocks. */
export type LeadsPort = Pick<LeadsApi, 'existingIds' | 'studentsForMember' | 'unlocksInForceAmong' | 'uncontactableAmong' | 'exclusionListedAmong'>;

/** What this module needs from credits: a charged transaction for what is bought (saves, exports). */
export type CreditsPort = Pick<CreditsApi, 'chargedTransaction'>;
