import { Elysia } from 'elysia';
import type { AuthPlugin } from '../../../../platform/http/auth';
import { ErrorResponse } from '../../../../platform/http/schemas';
import { listStudents } from '../../application/list-students.use-case';
import type { CatalogueStats, FacetValues, StudentCatalogue } from '../../application/ports/student-catalogue.port';
import type { ColumnSettings } from '../../application/ports/column-settings.port';
import type { UnlockedAmong } from '../../application/present-students.use-case';
import { FilterQuerySchema, normaliseFilters } from '../../domain/student-query.schema';
import { FilterOptionsResponse, PortalStatsResponse, StudentListQuery, StudentListResponse } from './leads.schemas';

type Deps = {
  auth: AuthPlugin;
  catalogue: StudentCatalogue;
  columnSettings: ColumnSettings;
  unlockedAmong: UnlockedAmong;
  facets: (key: string, load: () => Promise<FacetValues>) => Promise<FacetValues>;
  stats: (key: string, load: () => Promise<CatalogueStats>) => Promise<CatalogueStats>;
};

const denied = { 401: ErrorResponse, 403: ErrorResponse };

export const leadsRoutes = (deps: Deps) =>
  new Elysia({ name: 'leads.routes', prefix: '/api/public' })
    .use(deps.auth)
    .get(
      '/students',
      ({ query, member }) =>
        listStudents(
          { memberId: member.id, isPremium: member.isPremium },
          {
            filters: normaliseFilters(query),
            search: query.search || undefined,
            sortBy: query.sortBy,
            sortOrder: query.sortOrder,
            page: query.page,
            limit: query.limit,
          },
          deps,
        ),
      {
        verifiedMember: true,
        query: StudentListQuery,
        response: { 200: StudentListResponse, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'listStudentLeads',
          tags: ['Leads portal'],
          summary: 'Student leads, filtered, sorted and paged (verified members)',
          description:
            "Free members receive e-mail, mobile number and address masked for every student they have not unlocked; premium members receive everything. `membership` is ignored. `search` matches name, city, state, stream, course and college, and for premium members also e-mail and mobile number (a free member's match there would reveal the masked value). Blank or 'all' filters are ignored. Above 20,000 matches `total` is the planner's estimate and `totalIsEstimate` is true.",
        },
      },
    )
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
        return { totalStudents: stats.totalStudents, totalIsEstimate: stats.totalIsEstimate, academicStreams: stats.streams, statesCovered: stats.states, entranceExams: stats.entranceExams };
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
