import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCreditRequestsOptions, resolveCreditRequestMutation } from '@/api/@tanstack/react-query.gen';
import { adminRetry } from './admin-query';

/** Issue 25 §3: members' open requests for credits, oldest first. */
export const useCreditRequests = () => useQuery({ ...listCreditRequestsOptions(), retry: adminRetry, staleTime: 0 });

export const useResolveCreditRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...resolveCreditRequestMutation(),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => /CreditRequests/.test(JSON.stringify(q.queryKey)) }),
  });
};
