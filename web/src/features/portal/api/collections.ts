import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCollectionMutation, listCollectionsOptions, listCollectionsQueryKey } from '@/api/@tanstack/react-query.gen';

/** Archived collections are hidden from pickers (spec 001 §4). */
export const useCollections = (enabled: boolean) =>
  useQuery({ ...listCollectionsOptions(), enabled, select: (data) => data.collections.filter((c) => !c.isArchived) });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({ ...createCollectionMutation(), onSuccess: () => queryClient.invalidateQueries({ queryKey: [listCollectionsQueryKey()[0]] }) });
}
