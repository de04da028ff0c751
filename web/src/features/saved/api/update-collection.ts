import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { refreshSavedState } from '@/lib/saved-state';

export const useUpdateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...updateCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};
