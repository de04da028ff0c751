/** What the admin module offers other modules. */
export type AdminApi = Record<string, never>;
