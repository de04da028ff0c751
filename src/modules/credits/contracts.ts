import type { CreditGrantApi } from './credit-grant.contracts';

export type * from './credit-grant.contracts';

/** What the credits module offers other modules. */
export type CreditsApi = { grants: CreditGrantApi };
