/** The marketing module offers nothing to other modules yet; the admin dashboard will read counts through here. */
export type MarketingApi = Record<string, never>;
