/** Enquiry counts for the admin dashboard, part of the marketing facade. */
export type EnquiryStats = { contactSubmissions: number; assessmentSubmissions: number; contacts7d: number; assessments7d: number };

export type EnquiryStatsApi = { enquiryStats(since: Date): Promise<EnquiryStats> };
