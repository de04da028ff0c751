/** What the rights module offers other modules (ADR 0018, ADR 0019): the queue's counts, for the admin dashboard. */
export type PrivacyRequestCounts = {
  /** open requests, and those of them past their due date (30 days after receipt) */
  counts(now: Date): Promise<{ open: number; overdue: number }>;
};

export type RightsApi = PrivacyRequestCounts;
