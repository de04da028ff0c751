import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '@/api/client.gen';
import { listContactSubmissionsOptions } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

export const useContactSubmissions = (query: { page: number; search?: string }) =>
  useQuery({ ...listContactSubmissionsOptions({ query: { ...query, limit: 20 } }), retry: adminRetry, placeholderData: keepPreviousData });

export type AssessmentRow = Record<string, unknown> & { id: string; createdAt: string };
type AssessmentList = { submissions: AssessmentRow[]; total: number; totalPages: number };

/**
 * The marketing module's admin list of assessments; called by URL because its generated
 * operation lands with that module's branch. A 404 means "not available yet".
 */
export const useAssessmentSubmissions = (query: { page: number; search?: string }) =>
  useQuery({
    queryKey: ['admin', 'assessment-submissions', query],
    queryFn: async () => {
      const { data } = await client.get<{ 200: AssessmentList }, unknown, true>({ url: '/api/assessment-submissions', query: { ...query, limit: 20 }, throwOnError: true });
      return data;
    },
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });
