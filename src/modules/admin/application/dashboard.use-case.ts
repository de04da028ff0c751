import type { Clock } from '@platform/kernel/clock';
import type { MemberAdminApi } from '@modules/identity/contracts';
import type { StudentAdminApi } from '@modules/leads/contracts';
import type { EnquiryStatsApi } from '@modules/marketing/contracts';
import type { PrivacyApi } from '@modules/privacy/contracts';

/** The privacy-requests queue's counts (ADR 0018): a port app.ts fills with the rights module's. */
export type PrivacyRequestCounts = { counts(now: Date): Promise<{ open: number; overdue: number }> };

type Deps = {
  students: Pick<StudentAdminApi, 'facets'>;
  members: Pick<MemberAdminApi, 'stats'>;
  enquiries: EnquiryStatsApi;
  consents: Pick<PrivacyApi, 'counts'>;
  privacyRequests: PrivacyRequestCounts;
  clock: Clock;
};

const DAY = 86_400_000;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The dashboard response of spec 001 §3, read through the owning modules' contracts. */
export async function getDashboard(deps: Deps) {
  const now = deps.clock.now();
  const [facets, members, enquiries, consents, requests] = await Promise.all([
    deps.students.facets(5),
    deps.members.stats(30, now),
    deps.enquiries.enquiryStats(new Date(now.getTime() - 7 * DAY)),
    deps.consents.counts(),
    deps.privacyRequests.counts(now),
  ]);
  const free = members.total - members.premium;
  return {
    overview: {
      students: facets.students,
      websiteUsers: members.total,
      contactSubmissions: enquiries.contactSubmissions,
      assessmentSubmissions: enquiries.assessmentSubmissions,
    },
    userStats: { premiumUsers: members.premium, activeUsers: members.active, awaitingVerification: members.awaitingVerification },
    engagementStats: { contacts7d: enquiries.contacts7d, assessments7d: enquiries.assessments7d },
    topStates: facets.topStates,
    topStreams: facets.topStreams,
    membershipStats: [
      { type: 'free', count: free, percentage: percent(free, members.total) },
      { type: 'premium', count: members.premium, percentage: percent(members.premium, members.total) },
    ],
    recentRegistrations: members.registrationsPerDay,
    studentStats: {
      totalStates: facets.totalStates,
      totalCities: facets.totalCities,
      totalStreams: facets.totalStreams,
      totalExams: facets.totalExams,
    },
    // ADR 0013: every record without a consent in force (never recorded, expired or withdrawn)
    consentStats: { withoutConsent: Math.max(0, facets.students - consents.recorded), withdrawn: consents.withdrawn },
    // ADR 0018: requests past their 30 days first
    privacyRequests: { open: requests.open, overdue: requests.overdue },
  };
}
