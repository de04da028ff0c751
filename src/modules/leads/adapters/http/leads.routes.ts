import { Elysia } from 'elysia';
import type { AuthPlugin } from '@platform/http/auth';
import type { RateLimiter } from '@platform/http/rate-limiter.port';
import { ErrorResponse } from '@platform/http/schemas';
import type { AuditTrail } from '@platform/audit/audit-trail';
import type { Clock } from '@platform/kernel/clock';
import { listStudentsWithinCeiling } from '@modules/leads/application/list-within-ceiling.use-case';
import type { ExclusionLists } from '@modules/leads/application/ports/exclusion-lists.port';
import type { CatalogueViews } from '@modules/leads/application/ports/catalogue-views.port';
import type { CatalogueStats, FacetValues, StudentCatalogue } from '@modules/leads/application/ports/student-catalogue.port';
import type { PresentForMember } from '@modules/leads/application/member-students.use-case';
import type { UnlockedStudents } from '@modules/leads/application/ports/unlocked-students.port';
import type { PresentDeps } from '@modules/leads/application/present-students.use-case';
import { FilterQuerySchema, normaliseFilters } from '@modules/leads/domain/student-query.schema';
import { memberStudentRoutes } from './member-students.routes';
import { studentListGuard } from './student-list-guard';
import { FilterOptionsResponse, PortalStatsResponse, StudentListQuery, StudentListResponse } from './leads.schemas';

/** PresentDeps: how a page of students is shown to a member (masking, consent, unlocks, season places, exclusion list). */
type Deps = PresentDeps & {
  auth: AuthPlugin;
  catalogue: StudentCatalogue;
  facets: (key: string, load: () => Promise<FacetValues>) => Promise<FacetValues>;
  stats: (key: string, load: () => Promise<CatalogueStats>) => Promise<CatalogueStats>;
  rateLimiter: RateLimiter;
  /** the scraping guard: student list calls per minute per member; 0 = off (the benchmark) */
  studentListLimitPerMinute: number;
  trustedProxyHops: number;
  /** the daily ceiling of different students per member (STUDENT_LIST_DAILY_LIMIT); 0 = off */
  views: CatalogueViews;
  ceiling: number;
  clock: Clock;
  audit: AuditTrail;
  securityLog: (message: string) => void;
  unlocked: Pick<UnlockedStudents, 'page'>;
  present: PresentForMember;
  exclusions: Pick<ExclusionLists, 'hashPending'>;
};

const denied = { 401: ErrorResponse, 403: ErrorResponse };

export const leadsRoutes = (deps: Deps) =>
  new Elysia({ name: 'leads.routes', prefix: '/api/public' })
    .use(deps.auth)
    .use(studentListGuard(deps))
    .get(
      '/students',
      async ({ query, member }) => {
        // ADR 0024: the filter joins the students' stored hashes, so any not yet computed are first
        if (query.excludeListed === 'true') await deps.exclusions.hashPending();
        const filters = normaliseFilters(query);
        return listStudentsWithinCeiling(
          { memberId: member.id, institutionId: member.institutionId, isPremium: member.isPremium, email: member.email },
          {
            filters: query.excludeListed === 'true' ? { ...filters, notListedBy: member.institutionId } : filters,
            search: query.search || undefined,
            sortBy: query.sortBy,
            sortOrder: query.sortOrder,
            page: query.page,
            limit: query.limit,
          },
          deps,
        );
      },
      {
        // the guard first: it counts callers the sign-in check would turn away
        studentListGuard: true,
        verifiedMember: true,
        query: StudentListQuery,
        response: { 200: StudentListResponse, 400: ErrorResponse, ...denied, 422: ErrorResponse, 429: ErrorResponse },
        detail: {
          operationId: 'listStudentLeads',
          tags: ['Leads portal'],
          summary: 'Student leads, filtered, sorted and paged (verified members)',
          description:
            "Free members receive e-mail, mobile number and address masked for every student they have not unlocked; premium members receive everything. Each student carries `institutionsThisSeason` (ADR 0023: \"3 of 10 institutions\" this admission season), and `inYourList: true` when on your institution's exclusion list (ADR 0024); `excludeListed=true` leaves those out. `membership` is ignored. `search` matches name, city, state, stream, course and college, and for premium members also e-mail and mobile number (a free member's match there would reveal the masked value). Blank or 'all' filters are ignored. Above 20,000 matches `total` is the planner's estimate and `totalIsEstimate` is true. Result window (ADR 0014): a filtered, searched or re-sorted list opens the pages within its first 10,000 rows (`resultWindow`; `totalPages` counts only those); a deeper page is refused with 400 CATALOGUE.BEYOND_WINDOW, whose message tells the member to narrow the list. A `search` without three letters or digits in a row is refused with 400 CATALOGUE.SEARCH_TOO_SHORT (the index cannot use it). A list that takes longer than 0.7 s to read is cancelled and answered 422 CATALOGUE.TOO_BROAD (add a filter, a more specific search, or sort by date added). Scraping guard: at most STUDENT_LIST_LIMIT_PER_MINUTE calls (120 by default) a minute per member, or per address without a member token; beyond that 429 RATE_LIMITED with Retry-After. Daily ceiling: at most STUDENT_LIST_DAILY_LIMIT different students (5,000 by default) a member a day (India time); students already listed that day can be listed again, and a page whose new students would pass the ceiling is refused whole with 429 CATALOGUE.DAILY_LIMIT and Retry-After (seconds to midnight India time). Reaching the ceiling, or listing ten consecutive pages of one query, records a member.catalogue_walk row in the audit log.",
        },
      },
    )
    .use(memberStudentRoutes(deps))
    .get(
      '/filter-options',
      ({ query }) => {
        const filters = normaliseFilters(query);
        return deps.facets(JSON.stringify(filters), () => deps.catalogue.facets(filters));
      },
      {
        verifiedMember: true,
        query: FilterQuerySchema,
        response: { 200: FilterOptionsResponse, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'getStudentFilterOptions',
          tags: ['Leads portal'],
          summary: 'Distinct filter values, each list narrowed by the other selected filters',
        },
      },
    )
    .get(
      '/portal-stats',
      async () => {
        const stats = await deps.stats('all', () => deps.catalogue.stats());
        return {
          totalStudents: stats.totalStudents,
          totalIsEstimate: stats.totalIsEstimate,
          academicStreams: stats.streams,
          statesCovered: stats.states,
          entranceExams: stats.entranceExams,
        };
      },
      {
        member: true,
        response: { 200: PortalStatsResponse, ...denied },
        detail: {
          operationId: 'getPortalStats',
          tags: ['Leads portal'],
          summary: 'The four stat cards: total students, academic streams, states covered, entrance exams',
        },
      },
    );
