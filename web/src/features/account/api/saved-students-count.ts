import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/api/client.gen';

/**
 * How many students the member has saved, for the profile's link. The saved-students endpoint
 * belongs to the collections module; until it is in the contract, a missing endpoint simply hides the count.
 */
export const savedStudentsCountQuery = () =>
  queryOptions({
    queryKey: ['api', 'website', 'saved-students', { limit: 1 }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await client.get<{ 200: { total: number } }, unknown, true>({
        url: '/api/website/saved-students',
        query: { limit: 1 },
        signal,
        throwOnError: true,
      });
      return data.total;
    },
    retry: false,
  });

export const useSavedStudentsCount = () => useQuery(savedStudentsCountQuery());
