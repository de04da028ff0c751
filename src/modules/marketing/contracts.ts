import type { EnquiryStatsApi } from './enquiry-stats.contracts';

export type * from './enquiry-stats.contracts';

/** What the marketing module offers other modules: enquiry counts for the admin dashboard. */
export type MarketingApi = EnquiryStatsApi;
