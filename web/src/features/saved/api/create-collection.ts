import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useCreateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...createCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
