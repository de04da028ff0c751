/** What the imports module offers other modules. */
export type ImportsApi = Record<string, never>;
