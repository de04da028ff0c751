/** What the leads module offers other modules. */
export type LeadsApi = Record<string, never>;
