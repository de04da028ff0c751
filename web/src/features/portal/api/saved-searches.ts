import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedSearchMutation,
  deleteSavedSearchMutation,
  listSavedSearchesOptions,
  listSavedSearchesQueryKey,
  markSavedSearchViewedMutation,
} from '@/api/@tanstack/react-query.gen';
import type { ListSavedSearchesResponse } from '@/api/types.gen';

export type SavedSearch = ListSavedSearchesResponse['savedSearches'][number];

/** The member's saved searches, each with "N new since you last looked" (issue 17 §3). */
export const useSavedSearches = (enabled: boolean) => useQuery({ ...listSavedSearchesOptions(), enabled, select: (data) => data.savedSearches });

/** Every change reads the list again: its counts are the server's. */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [listSavedSearchesQueryKey()[0]] });
}

export function useCreateSavedSearch() {
  const onSuccess = useRefreshList();
  return useMutation({ ...createSavedSearchMutation(), onSuccess });
}

export function useDeleteSavedSearch() {
  const onSuccess = useRefreshList();
  return useMutation({ ...deleteSavedSearchMutation(), onSuccess });
}

export function useMarkSavedSearchViewed() {
  const onSuccess = useRefreshList();
  return useMutation({ ...markSavedSearchViewedMutation(), onSuccess });
}
