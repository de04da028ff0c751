import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPrivacyRequestOptions, listPrivacyRequestsOptions, resolvePrivacyRequestMutation } from '@/api/@tanstack/react-query.gen';
import type { ListPrivacyRequestsResponse } from '@/api/types.gen';
import { adminRetry } from './admin-query';

export type PrivacyRequestRow = ListPrivacyRequestsResponse['requests'][number];
export type PrivacyStatusFilter = 'open' | 'handled' | 'rejected' | 'all';

/** Issue 16 §5: the privacy-requests queue, open ones first and the most overdue on top. */
export const usePrivacyRequests = (status: PrivacyStatusFilter) =>
  useQuery({
    ...listPrivacyRequestsOptions({ query: status === 'all' ? {} : { status } }),
    placeholderData: keepPreviousData,
    retry: adminRetry,
  });

/** One request's audit rows, read when the admin opens them. */
export const usePrivacyRequestAudit = (id: string, enabled: boolean) => useQuery({ ...getPrivacyRequestOptions({ path: { id } }), enabled, retry: adminRetry });

/** Handle or reject; the queue and the dashboard's count reload. */
export function useResolvePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({ ...resolvePrivacyRequestMutation(), onSuccess: () => queryClient.invalidateQueries() });
}
