/** What the collections module offers other modules. */
export type CollectionsApi = Record<string, never>;
