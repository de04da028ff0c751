import * as v from 'valibot';
import { queryInt, queryIntOneOf, searchTerm } from '@platform/http/schemas';

const choice = <T extends string>(values: readonly T[]) =>
  v.optional(
    v.pipe(
      v.picklist([...values, 'all', ''] as const, `Use one of ${values.join(', ')} or all`),
      v.transform((s) => (s === 'all' || s === '' ? undefined : (s as T))),
    ),
  );

/** Spec 001: user page sizes 10, 25, 50, 100; default 10. */
export const MEMBER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const MemberListQuery = v.object({
  search: searchTerm,
  membership: choice(['free', 'premium'] as const),
  verification: choice(['verified', 'unverified'] as const),
  status: choice(['active', 'inactive'] as const),
  page: queryInt(1, 1, 100_000, 'page'),
  limit: queryIntOneOf(MEMBER_PAGE_SIZES, 10),
});

export const MemberView = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  institutionName: v.nullable(v.string()),
  designation: v.nullable(v.string()),
  membershipType: v.picklist(['free', 'premium']),
  membershipExpiresAt: v.nullable(v.string()),
  credits: v.number(),
  isActive: v.boolean(),
  isVerified: v.boolean(),
  isEmailVerified: v.boolean(),
  createdAt: v.string(),
  lastLogin: v.nullable(v.string()),
});

export const MemberList = v.object({
  users: v.array(MemberView),
  total: v.number(),
  totalPages: v.number(),
  page: v.number(),
  stats: v.object({ premiumUsers: v.number() }),
});

export const MemberChanged = v.object({ message: v.string(), user: MemberView });

export const UpgradeBody = v.object({
  membershipType: v.picklist(['free', 'premium'], 'membershipType must be free or premium'),
  /** ISO date-time; the screen sends one year from now for an upgrade and nothing for a downgrade */
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('expiresAt must be an ISO date-time')))),
});

export const AssignCreditsBody = v.object({
  credits: v.pipe(
    v.number('Credits must be a number'),
    v.integer('Credits must be a whole number'),
    v.minValue(0, 'Credits cannot be negative'),
    v.maxValue(1_000_000, 'At most 1,000,000 credits at a time'),
  ),
});
export const CreditsAssigned = v.object({ message: v.string(), credits: v.number() });

const named = <T extends v.GenericSchema>(schema: T) => schema;
export const DashboardResponse = named(
  v.object({
    overview: v.object({ students: v.number(), websiteUsers: v.number(), contactSubmissions: v.number(), assessmentSubmissions: v.number() }),
    userStats: v.object({
      premiumUsers: v.number(),
      activeUsers: v.number(),
      awaitingVerification: v.pipe(v.number(), v.description('issue 25 §9: active members who registered and wait for an admin to verify them')),
    }),
    engagementStats: v.object({ contacts7d: v.number(), assessments7d: v.number() }),
    topStates: v.array(v.object({ state: v.string(), count: v.number() })),
    topStreams: v.array(v.object({ stream: v.string(), count: v.number() })),
    membershipStats: v.array(v.object({ type: v.string(), count: v.number(), percentage: v.number() })),
    recentRegistrations: v.array(v.object({ date: v.string(), count: v.number() })),
    studentStats: v.object({ totalStates: v.number(), totalCities: v.number(), totalStreams: v.number(), totalExams: v.number() }),
    consentStats: v.pipe(
      v.object({ withoutConsent: v.number(), withdrawn: v.number() }),
      v.description(
        'Issue 16: records without a consent in force (never recorded, expired or withdrawn; from the same total as overview.students), and withdrawn ones.',
      ),
    ),
    privacyRequests: v.pipe(
      v.object({ open: v.number(), overdue: v.number() }),
      v.description('Issue 16 §5: open privacy requests, and those past their due date (30 days after receipt).'),
    ),
  }),
);
