import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminChangeSeatRoleMutation,
  adminRemoveSeatMutation,
  adminTransferOwnershipMutation,
  getInstitutionOptions,
  giveInstitutionCreditsMutation,
  listInstitutionsOptions,
  moveMemberIntoInstitutionMutation,
  verifyInstitutionMutation,
} from '@/api/@tanstack/react-query.gen';
import type { ListInstitutionsData } from '@/api/types.gen';
import { adminRetry } from './admin-query';

/** ADR 0021: the admin portal's institutions, their seats and the admin's acts on them. */
export type InstitutionQuery = NonNullable<ListInstitutionsData['query']>;

export const useInstitutions = (query: InstitutionQuery) =>
  useQuery({ ...listInstitutionsOptions({ query }), retry: adminRetry, staleTime: 0, placeholderData: keepPreviousData });

export const useInstitution = (id: string) => useQuery({ ...getInstitutionOptions({ path: { id } }), retry: adminRetry, staleTime: 0 });

/** Every act changes the list's figures, the institution's seats and (credits, seats) the members list. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => /Institution|WebsiteUsers|Dashboard/.test(JSON.stringify(q.queryKey)) });
};

export const useGiveInstitutionCredits = () => useMutation({ ...giveInstitutionCreditsMutation(), onSuccess: useRefresh() });
export const useVerifyInstitution = () => useMutation({ ...verifyInstitutionMutation(), onSuccess: useRefresh() });
export const useMoveMemberIn = () => useMutation({ ...moveMemberIntoInstitutionMutation(), onSuccess: useRefresh() });
export const useChangeSeatRole = () => useMutation({ ...adminChangeSeatRoleMutation(), onSuccess: useRefresh() });
export const useRemoveSeat = () => useMutation({ ...adminRemoveSeatMutation(), onSuccess: useRefresh() });
export const useTransferOwnership = () => useMutation({ ...adminTransferOwnershipMutation(), onSuccess: useRefresh() });
