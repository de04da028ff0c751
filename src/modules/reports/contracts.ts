/** What the reports module offers other modules: nothing yet (its routes are its whole surface). */
export type ReportsApi = Record<string, never>;
