import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useDeleteCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...deleteCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
