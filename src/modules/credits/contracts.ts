/** What the credits module offers other modules. */
export type CreditsApi = Record<string, never>;
