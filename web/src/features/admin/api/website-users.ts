import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateWebsiteUserMutation,
  assignCreditsMutation,
  deactivateWebsiteUserMutation,
  listWebsiteUsersOptions,
  toggleWebsiteUserVerificationMutation,
  updateMembershipMutation,
} from '@/api/@tanstack/react-query.gen';
import type { ListWebsiteUsersData } from '@/api/types.gen';
import { adminRetry } from './admin-query';

export type UserQuery = NonNullable<ListWebsiteUsersData['query']>;

export const useWebsiteUsers = (query: UserQuery) =>
  useQuery({ ...listWebsiteUsersOptions({ query }), retry: adminRetry, staleTime: 0, placeholderData: keepPreviousData });

const useRefreshUsers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => /WebsiteUsers|Dashboard/.test(JSON.stringify(q.queryKey)) });
};

export const useUpdateMembership = () => useMutation({ ...updateMembershipMutation(), onSuccess: useRefreshUsers() });
export const useActivateUser = () => useMutation({ ...activateWebsiteUserMutation(), onSuccess: useRefreshUsers() });
export const useDeactivateUser = () => useMutation({ ...deactivateWebsiteUserMutation(), onSuccess: useRefreshUsers() });
export const useToggleVerification = () => useMutation({ ...toggleWebsiteUserVerificationMutation(), onSuccess: useRefreshUsers() });
export const useAssignCredits = () => useMutation({ ...assignCreditsMutation(), onSuccess: useRefreshUsers() });
