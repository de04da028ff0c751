import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useDuplicateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...duplicateCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
